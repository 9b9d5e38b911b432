// The content feature's public surface: the public pages (the back office's content editor previews a
// text through the very component that shows it) and the standard layout of a page.
export { StandardContent } from './ContentPageView';
export { HomePage } from './HomePage';
export { HowToPlayPage } from './HowToPlayPage';
export { LiveSportsPage } from './LiveSportsPage';
export {
  AboutUsPage,
  AccountSecurityPage,
  FaqPage,
  LiveSportsMorePage,
  PrivacyPage,
  ServicesPage,
  SolutionsPage,
  SponsorGamesPage,
  SportPlatformPage,
  TermsOfUsePage,
  TrustAndSafetyPage,
} from './pages';
