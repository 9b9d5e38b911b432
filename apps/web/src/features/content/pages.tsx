import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RichText } from '../../components/ui/RichText';
import { CallToday } from './CallToday';
import { ContentPageView, NumberedBlocks, PageHeader, StandardContent } from './ContentPageView';

/** A page of the content editor's: its header, text and blocks, then `after`. */
function StandardPage({ slug, title, after }: { slug: string; title: string; after: ReactNode }) {
  return (
    <ContentPageView slug={slug} title={title}>
      {(page) => <StandardContent page={page} after={after} />}
    </ContentPageView>
  );
}

/** Partner with us, and the way back where there is one. */
function PartnerCta({
  label = 'Partner with us!',
  back,
}: {
  label?: string;
  back?: { to: string; label: string };
}) {
  return (
    <div className="actions">
      <Link to="/partner" className="button button-primary">
        {label}
      </Link>
      {back ? (
        <Link to={back.to} className="button button-secondary">
          {back.label}
        </Link>
      ) : null}
    </div>
  );
}

export const SolutionsPage = () => <StandardPage slug="solutions" title="Solutions" after={<CallToday />} />;

export const ServicesPage = () => <StandardPage slug="services" title="Our services" after={<CallToday />} />;

export const AboutUsPage = () => (
  <StandardPage
    slug="about-us"
    title="About us"
    after={<PartnerCta label="Partner with us" back={{ to: '/', label: 'Back to the home page' }} />}
  />
);

export const LiveSportsMorePage = () => (
  <StandardPage
    slug="live-sports-more"
    title="More about live sports games"
    after={<PartnerCta label="Partner With Us" back={{ to: '/live-sports', label: 'Back to live sports' }} />}
  />
);

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

export const SponsorGamesPage = () => (
  <StandardPage slug="sponsor-games" title="Sponsor a game" after={<PartnerCta />} />
);

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
