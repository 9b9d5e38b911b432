import { Link } from 'react-router';
import { RichText } from '../../components/ui/RichText';
import { CallToday } from './CallToday';
import { ContentPageView, NumberedBlocks, PageHeader, StandardContent } from './ContentPageView';

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
