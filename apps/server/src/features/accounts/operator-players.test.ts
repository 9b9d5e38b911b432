import { catalogue } from '@powerplay/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = (await registerOperator(t)).token;
});
afterAll(() => t.close());

const search = (q: string, token = op) =>
  api(t.app, 'GET', `/api/operator/players?search=${encodeURIComponent(q)}`, { token });

it('finds players by email, display name or id, exact matches first', async () => {
  const ann = await registerPlayer(t.app, { displayName: 'Ann Searchable', email: 'ann.search@example.com' });
  const annie = await registerPlayer(t.app, { displayName: 'Annie Searchable', email: 'annie@example.com' });

  const byEmail = await search('ANN.SEARCH@example.com');
  expect(byEmail.statusCode).toBe(200);
  expect(byEmail.json()).toEqual({
    players: [
      {
        id: ann.user.id,
        displayName: 'Ann Searchable',
        email: 'ann.search@example.com',
        role: 'player',
        club: 'basic',
      },
    ],
  });
  const byName = search('searchable');
  expect((await byName).json<{ players: { id: number }[] }>().players.map((p) => p.id)).toEqual([
    ann.user.id,
    annie.user.id,
  ]);
  const byId = (await search(String(annie.user.id))).json<{ players: { id: number }[] }>();
  expect(byId.players[0]!.id).toBe(annie.user.id);
  // LIKE wildcards are searched literally.
  expect((await search('%')).json()).toEqual({ players: [] });
});

it('is for operators only and validates the query', async () => {
  const p = await registerPlayer(t.app);
  const refused = await search('a', p.token);
  expect(refused.statusCode).toBe(catalogue.FORBIDDEN.status);
  expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  const anonymous = await api(t.app, 'GET', '/api/operator/players?search=a');
  expect(anonymous.json()).toMatchObject({ error: { code: 'AUTH_REQUIRED' } });
  expect((await api(t.app, 'GET', '/api/operator/players', { token: op })).statusCode).toBe(400);
  expect((await search('x'.repeat(255))).statusCode).toBe(400);
});
