// The notifications feature's public surface: My Account's tab of email choices. The header's bell is
// loaded straight from its module (app/shell/Header.tsx), as the shell is on the landing page's budget.
export { NotificationPreferencesPage } from './NotificationPreferencesPage';
