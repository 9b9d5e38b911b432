import http from 'node:http';

/**
 * A JSON request with node:http, not fetch: fetch drops a `Host` header, and a partner is its host.
 */
export function json<T>(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method ?? 'GET', headers: { 'content-type': 'application/json', ...init.headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Signs in on a partner's host; answers the session token. */
export async function signIn(base: string, host: string, login: string, password: string): Promise<string> {
  const r = await json<{ token: string }>(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { host },
    body: JSON.stringify({ login, password }),
  });
  if (r.status !== 200) throw new Error(`login on ${host}: ${r.status}`);
  return r.body.token;
}

/**
 * Adds partners 1…`count − 1` on `p<i>.bench.test` (the default partner is `localhost`), each with an
 * operator signed in on its site, through the platform operator's API: answers every site, the default first.
 */
export async function addPartners(
  base: string,
  count: number,
  platformToken: string,
  defaultOperator: string,
  password: string,
): Promise<{ host: string; operator: string }[]> {
  const sites = [{ host: 'localhost', operator: defaultOperator }];
  for (let i = 1; i < count; i++) {
    const host = `p${i}.bench.test`;
    const desk = { displayName: `Desk ${i}`, email: `desk${i}@bench.test`, password };
    const created = await json(`${base}/api/platform/partners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platformToken}` },
      body: JSON.stringify({ slug: `p${i}`, name: `Partner ${i}`, domains: [host], operator: desk }),
    });
    if (created.status !== 201) throw new Error(`partner ${i}: ${created.status}`);
    // The server hears of its new partner from its own event: until then the host is the default's.
    let operator: string | undefined;
    while (!operator) operator = await signIn(base, host, desk.email, desk.password).catch(() => undefined);
    sites.push({ host, operator });
  }
  return sites;
}

/**
 * Schedules a 747 draw as `operator` (on `host`'s site) starting at `startAt`, a ball every `intervalMs`,
 * with the shortest delay and final window (a live bench's draw): its id.
 */
export async function scheduleShortDraw(
  base: string,
  v: { operator: string; host?: string; startAt: number; intervalMs: number },
): Promise<number> {
  const res = await json<{ game: { id: number } }>(`${base}/api/operator/lottery/games`, {
    method: 'POST',
    headers: { authorization: `Bearer ${v.operator}`, ...(v.host ? { host: v.host } : {}) },
    body: JSON.stringify({
      gameType: '747',
      startAt: new Date(v.startAt).toISOString(),
      ballIntervalSeconds: v.intervalMs / 1000,
      delaySeconds: 1,
      finalWindowSeconds: 1,
    }),
  });
  if (res.status !== 201) throw new Error(`schedule on ${v.host ?? 'localhost'}: ${res.status}`);
  return res.body.game.id;
}
