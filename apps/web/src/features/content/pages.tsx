import { Link } from 'react-router';
import { RichText } from '../../components/ui/RichText';
import { CallToday } from './CallToday';
import { ContentPageView, NumberedBlocks, PageHeader, StandardContent } from './ContentPageView';

export function HomePage() {
  return (
    <ContentPageView slug="home" title="Live-play lotto and sports games" className="home">
      {(page) => (
        <>
          <header className="hero">
            <div className="hero-text">
              <p className="eyebrow">Live sports games · Lotto draws · Partners</p>
              <h1 id="page-title">{page.title}</h1>
              <p className="lead">{page.intro}</p>
              <div className="actions">
                <Link to="/live-sports" className="button button-primary">
                  Explore live sports
                </Link>
                <Link to="/how-to-play" className="button button-secondary">
                  How to play
                </Link>
              </div>
            </div>
            <div className="hero-art" aria-hidden="true">
              {[7, 21, 33, 4, 47, 16, 8].map((n, i) => (
                <span key={n} className={`ball ball-${i % 4}`}>
                  {n}
                </span>
              ))}
            </div>
          </header>
          <ul className="cards" aria-label="Get started">
            <li className="card">
              <h2>Live sports games</h2>
              <p>Pick real MLB and NHL teams, then use powerplays while the games are on.</p>
              <Link to="/live-sports" className="card-link">
                See live sports games
              </Link>
            </li>
            <li className="card">
              <h2>Lotto draws, live</h2>
              <p>Watch the balls drop one at a time and change your picks between balls with powerplays.</p>
              <Link to="/how-to-play" className="card-link">
                Learn how to play
              </Link>
            </li>
            <li className="card">
              <h2>For partners</h2>
              <p>
                Charities, lotteries, casinos and operators run their own live-play games on our platform.
              </p>
              <Link to="/partner" className="card-link">
                Partner with us
              </Link>
            </li>
          </ul>
          <div className="content-layout">
            <RichText html={page.bodyHtml} className="prose" />
            {page.blocks.map((block, index) => (
              <section key={index} className="content-block" aria-labelledby={`block-${index}`}>
                <h2 id={`block-${index}`}>{block.heading}</h2>
                <RichText html={block.html} className="prose" />
              </section>
            ))}
          </div>
        </>
      )}
    </ContentPageView>
  );
}

export function SolutionsPage() {
  return (
    <ContentPageView slug="solutions" title="Solutions">
      {(page) => <StandardContent page={page} after={<CallToday />} />}
    </ContentPageView>
  );
}

export function ServicesPage() {
  return (
    <ContentPageView slug="services" title="Our services">
      {(page) => <StandardContent page={page} after={<CallToday />} />}
    </ContentPageView>
  );
}

export function AboutUsPage() {
  return (
    <ContentPageView slug="about-us" title="About us">
      {(page) => (
        <StandardContent
          page={page}
          after={
            <div className="actions">
              <Link to="/partner" className="button button-primary">
                Partner with us
              </Link>
              <Link to="/" className="button button-secondary">
                Back to the home page
              </Link>
            </div>
          }
        />
      )}
    </ContentPageView>
  );
}

function PartnerCta() {
  return (
    <div className="actions">
      <Link to="/partner" className="button button-primary">
        Partner with us!
      </Link>
    </div>
  );
}

export function LiveSportsMorePage() {
  return (
    <ContentPageView slug="live-sports-more" title="More about live sports games">
      {(page) => (
        <StandardContent
          page={page}
          after={
            <div className="actions">
              <Link to="/partner" className="button button-primary">
                Partner With Us
              </Link>
              <Link to="/live-sports" className="button button-secondary">
                Back to live sports
              </Link>
            </div>
          }
        />
      )}
    </ContentPageView>
  );
}

export function SportPlatformPage() {
  return (
    <ContentPageView slug="sport-platform" title="Sports platform">
      {(page) => (
        <>
          <PageHeader page={page} />
          <div className="content-layout">
            <RichText html={page.bodyHtml} className="prose" />
            <NumberedBlocks page={page} label="Highlights" />
            <PartnerCta />
          </div>
        </>
      )}
    </ContentPageView>
  );
}

export function SponsorGamesPage() {
  return (
    <ContentPageView slug="sponsor-games" title="Sponsor a game">
      {(page) => <StandardContent page={page} after={<PartnerCta />} />}
    </ContentPageView>
  );
}

export const TermsOfUsePage = () => (
  <ContentPageView slug="terms-of-use" title="Terms of Use" className="policy" />
);
export const PrivacyPage = () => <ContentPageView slug="privacy" title="Privacy Policy" className="policy" />;
export const FaqPage = () => (
  <ContentPageView slug="faq" title="Frequently asked questions" className="policy" />
);
export const TrustAndSafetyPage = () => (
  <ContentPageView slug="trust-and-safety" title="Trust and Safety" className="policy" />
);
export const AccountSecurityPage = () => (
  <ContentPageView slug="account-security" title="Account Security" className="policy" />
);
