/**
 * The web app's pages, as its router matches them: `:name` is one segment, a final `*` any rest (or none),
 * letters in any case. The server answers a page path that matches none with 404 (still sending the app,
 * which renders "Page not found"); the web's route table is checked against this list (routes.test.tsx).
 */
export const webPagePatterns = [
  '',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'unsubscribe',
  'solutions/*',
  'services/*',
  'about-us',
  'live-sports/*',
  'live-sports-more/*',
  'sport-platform/*',
  'sponsor-games',
  'how-to-play',
  'responsible-gaming',
  'terms-of-use',
  'privacy',
  'faq',
  'faqs',
  'trust-and-safety',
  'account-security',
  'partner/*',
  '747',
  'sweet16',
  'elite8',
  'gridlock',
  '747-draw',
  'sweet16-draw',
  'elite8-draw',
  'gridlock-draw',
  'lotto-result/*',
  'how-draws-are-verified',
  'select-games',
  'select-games/:id',
  'select-teams-cta',
  'select-teams-powerplay',
  'select-teams-zones',
  'select-teams-high5',
  'select-teams-fantasy',
  'select-teams-pick5',
  'select-teams-brackets',
  'select-teams-powerline',
  'livescore',
  'livescore/:entryId',
  'powerplay-lotto',
  'powerplay-lotto-more',
  'elite8-promo',
  'my-account',
  'my-account/my-balance',
  'my-account/my-powerplays',
  'my-account/results',
  'my-account/responsible-gaming',
  'my-account/notifications',
  'account/notifications',
  'fantasy-players/*',
  'fantasy-live/*',
  'draft-day/*',
  'draft-day-teams/*',
  'draft-day-live/*',
  'game-central',
  'private-contests/:id',
  'join/:code',
  'my-account/leagues',
  'leagues/:id',
  'leagues/join/:code',
  'powerplay-store',
  'operator/*',
  'platform',
] as const;

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);
const compiled = webPagePatterns.map(segments);

/** Whether a URL path (no query) is one of the web app's pages. */
export function isWebPage(pathname: string): boolean {
  const parts = segments(pathname);
  return compiled.some((pattern) => {
    const splat = pattern.at(-1) === '*';
    const fixed = splat ? pattern.slice(0, -1) : pattern;
    if (splat ? parts.length < fixed.length : parts.length !== fixed.length) return false;
    return fixed.every((segment, i) => segment.startsWith(':') || segment === parts[i]);
  });
}
