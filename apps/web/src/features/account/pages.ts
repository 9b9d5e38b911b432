export { AccountLayout } from './AccountLayout';
export { ProfilePage } from './ProfilePage';
export { ResultsPage } from './ResultsPage';
export { ResponsibleGamingPage } from './ResponsibleGamingPage';
