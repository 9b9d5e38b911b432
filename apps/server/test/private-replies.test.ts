import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../src/platform/public-reads';
import { api, createTestApp, ORIGIN, registerPlayer, type TestApp } from './helpers';

/**
 * No private reply may be kept by a browser or a shared cache (a partner's security review found the old
 * client's account, balance and entry reads without any Cache-Control). Every route of the OpenAPI
 * document that needs a session answers no-store, its 401 included, and the old client's reads answer a
 * signed-in player no-store; public reads keep their CDN-fit Cache-Control and ETag.
 */
let t: TestApp;
let doc: OpenAPIV3.Document;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  doc = t.app.swagger() as OpenAPIV3.Document;
});
afterAll(() => t.close());

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every documented route, its path parameters filled with an id that names nothing. */
function routes() {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    methods
      .filter((m) => item?.[m])
      .map((m) => ({
        method: m.toUpperCase() as 'GET',
        url: path.replace(/\{\w+\}/g, '987654321'),
        private: (item?.[m]?.security ?? []).length > 0,
      })),
  );
}

const send = (route: { method: 'GET'; url: string }) =>
  t.app.inject({
    method: route.method,
    url: route.url,
    headers: {
      origin: ORIGIN,
      ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(route.method === 'GET' ? {} : { payload: '{}' }),
  });

describe('private replies', () => {
  it('answer no-store on every route that needs a session, the anonymous 401 included', async () => {
    const privateRoutes = routes().filter((r) => r.private);
    // The JSON API's own and the old client's (its jwt in the form or query) are both there.
    expect(privateRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/wallet',
        '/public_api/account/data.php',
        '/public_api/powerplay/my_powerplays.php',
        '/public_api/entry/readmygames.php',
        '/public_api/subscription/my_subscriptions.php',
        '/public_api/entry/read.php',
        '/public_api/draft_day/check_entry.php',
      ]),
    );
    const stored: string[] = [];
    for (const route of privateRoutes) {
      const res = await send(route);
      if (res.headers['cache-control'] !== 'no-store') {
        stored.push(
          `${route.method} ${route.url}: ${res.statusCode} ${String(res.headers['cache-control'])}`,
        );
      }
    }
    expect(stored).toEqual([]);
  });

  it("answer the old client's signed-in reads no-store, those whose jwt is optional included", async () => {
    const { token: jwt } = await registerPlayer(t.app);
    for (const url of [
      '/public_api/account/data.php',
      '/public_api/powerplay/my_powerplays.php',
      '/public_api/entry/readmygames.php',
      '/public_api/subscription/my_subscriptions.php',
      '/public_api/entry/read.php',
      '/public_api/draft_day/check_entry.php',
      '/public_api/lottery_games/data.php',
      '/public_api/lottery_games/next_game.php',
      '/api/select_game/read.php?id=2&',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${url}${url.includes('?') ? '' : '?'}jwt=${jwt}`,
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leave every API answer with a Cache-Control: no-store, or public by its route', async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      const value = (await send(route)).headers['cache-control'];
      if (value !== 'no-store' && !String(value).startsWith('public')) {
        wrong.push(`${route.method} ${route.url}: ${String(value)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('public replies', () => {
  it('keep their CDN-fit Cache-Control and ETag, and their 304', async () => {
    const list = await api(t.app, 'GET', '/api/lottery/games');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = list.headers['etag'] as string;
    expect(etag).toBeTruthy();
    const again = await api(t.app, 'GET', '/api/lottery/games', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('keep the images’ day-long Cache-Control, the old client’s included', async () => {
    const promo = await api(t.app, 'GET', '/api/images/readimage.php?id=1');
    expect(promo.statusCode).toBe(200);
    expect(promo.headers['cache-control']).toBe('public, max-age=86400');
    const redirect = await api(t.app, 'GET', '/api/sport_league/get_image.php?id=1&type=image');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('public, max-age=86400');
    const image = await api(t.app, 'GET', redirect.headers.location as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
  });
});
