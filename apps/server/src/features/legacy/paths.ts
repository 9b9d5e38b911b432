import type { FastifyRequest } from 'fastify';

/**
 * Every call of the old client's API, exactly as docs/legacy-api.md lists them. Only these paths are
 * exempt from the JSON API's same-origin rule and answer LEGACY_ORIGINS with CORS and credentials; the
 * legacy routes refuse to register any other path (index.ts), and a test holds the list to the document.
 */
export const legacyPaths = [
  // accounts
  '/public_api/auth/login.php',
  '/public_api/auth/signup.php',
  '/public_api/account/data.php',
  '/public_api/account/update.php',
  '/public_api/powerplay/my_powerplays.php',
  // lottery
  '/public_api/lottery_games/data.php',
  '/public_api/lottery_games/next_game.php',
  '/public_api/lottery_games/getMyNumbers.php',
  '/public_api/lottery_games/setMyNumbers.php',
  '/public_api/live_draw/data.php',
  '/public_api/live_draw/draws.php',
  '/public_api/live_draw/powerplay_use.php',
  // sports
  '/api/sport_league/get_image.php',
  '/public_api/association/read.php',
  '/api/select_game/read.php',
  '/public_api/entry/read.php',
  '/public_api/entry/create.php',
  '/api/select_game/read_all_how_to.php',
  '/api/select_game/readrules.php',
  '/public_api/subscription/my_subscriptions.php',
  '/api/store_subscription/read.php',
  '/public_api/entry/game_data.php',
  '/public_api/entry/readmygames.php',
  '/public_api/schedule/getschedule.php',
  '/public_api/schedule/prize.php',
  '/public_api/schedule/mypicks.php',
  '/public_api/schedule/setmypicks.php',
  '/public_api/livescore/data.php',
  '/public_api/livescore/setscore.php',
  // draft
  '/public_api/draft_day/check_entry.php',
  '/public_api/draft_day/get_draft_data.php',
  '/public_api/draft_day/add_entry.php',
  // content and prizes
  '/api/website_corporate/get.php',
  '/api/website_footer/getone.php',
  '/public_api/partner.php',
  '/api/prize/read.php',
  '/api/images/read.php',
  '/api/images/readimage.php',
] as const;

const known: ReadonlySet<string> = new Set(legacyPaths);

export const isLegacyPath = (path: string) => known.has(path);

/**
 * Whether a request is one of the old client's calls: by the route it matched (the router's own reading
 * of the URL: encodings, a trailing slash), or, for a preflight (no OPTIONS route), by its path exactly.
 * Any other path, `.php` or not, is the JSON API's.
 */
export function isLegacyRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return known.has(route);
  return request.method === 'OPTIONS' && known.has(request.url.split('?')[0]!.replace(/(.)\/$/, '$1'));
}
