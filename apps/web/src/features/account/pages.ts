export { AccountLayout } from './AccountLayout';
export { ProfilePage } from './ProfilePage';
export { ResultsPage } from './ResultsPage';
export { ResponsibleGamingPage } from './ResponsibleGamingPage';
// A tab of My Account that is the notifications feature's: loaded with the other tabs, so the route table
// (on every page) has no import of its own for it.
export { NotificationPreferencesPage as NotificationsPage } from '../notifications';

/**
 * `/account/notifications` (the notification mails' address) to the tab. A redirect answer by hand:
 * react-router's `redirect` would be one more export in the landing page's JavaScript.
 */
export const toNotifications = {
  loader: () => new Response(null, { status: 302, headers: { Location: '/my-account/notifications' } }),
};
