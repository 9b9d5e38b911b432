/**
 * bench:friends — private contests' live standings (docs/decisions/058) on one `npm start`-like server
 * process (embedded database, logging at `info`): P private contests of M members on one sports contest
 * of a live baseball game set, every member's page holding the two streams it opens while the game is
 * live (the game set's public stream `/api/sports/game-sets/:id/events`, from whose `match` events the
 * page scores every member itself, and the contest's members-only stream `/api/private-contests/:id/events`
 * with the member's session), beside W plain watchers of the same game set stream (the public contest's
 * live page), all opened in one burst. Then score changes posted one by one as a data provider does
 * (`POST /api/operator/sports/feed`; the real runs of 14 July 2019, as bench:sports), and for every change
 * the delay from its post to its receipt by every member's game stream and by every public watcher: the
 * ratio of the p99s is the target (≤ 1.5). In the same run, alternating with it, the same number of game
 * stream watchers without any private contest (`--alone`, by default members + public) are measured
 * on the next changes: the members' p99 against theirs is what the private contests cost a score change
 * (the first ratio compares frames of one stream). Also counted: that each member got every change exactly once,
 * that the members-only streams stayed open and said nothing, any other game set event (each would make
 * every member's page read the standings), and the HTTP requests the server completed during the
 * changes (its Prometheus counters: only the provider's posts are expected).
 *   npm run bench:friends -- --contests 200 --members 10 --rounds 1
 * The players, their sports entries, sessions, private contests and memberships are written in bulk
 * before the server starts, on its embedded database; each session is a row with a token signed by the
 * server's own secret, as a sign-in makes. The game set is started (every match LIVE at 0-0, through the
 * feed) before the streams open: the page's one read at the start is not what is measured. One server
 * process holds every stream, so `ulimit -n` bounds the run (2 × P × M + W streams). Localhost only; it
 * stops by itself (30 s after the last change at most).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FeedUpdate, PrivateContest } from '@powerplay/contracts';
import type { Kysely } from 'kysely';
import { openAppDatabase } from '../src/db/open';
import type { DB } from '../src/db/schema';
import { insertBaseballGameSet, insertContest } from '../src/features/sports/test-fixtures';
import { createSessionTokens } from '../src/platform/auth';
import { systemClock } from '../src/platform/clock';
import { DEFAULT_PARTNER_ID } from '../src/platform/partner-context';
import { baseballChanges, liveUpdate } from './baseball-changes';
import { openFilesLimit, readSseBlocks, startBench } from './live-harness';

const { values } = parseArgs({
  options: {
    contests: { type: 'string', default: '200' },
    members: { type: 'string', default: '10' },
    // Plain watchers of the game set (the public contest's page); default: as many as the members.
    public: { type: 'string' },
    // The same game set's watchers in a measurement of their own, without the private contests (0: none):
    // default, as many as the game stream's watchers with the private contests.
    alone: { type: 'string' },
    changes: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '1' },
    'interval-ms': { type: 'string', default: '1000' },
    'burst-ms': { type: 'string', default: '3000' },
    // From the last stream's headers to the first change.
    'lead-ms': { type: 'string', default: '3000' },
    // Client processes: each holds its share of the sockets, under its own `ulimit -n`.
    clients: { type: 'string' },
    port: { type: 'string', default: '3230' },
    // Internal: this process is one of the clients.
    client: { type: 'boolean', default: false },
  },
});
const CONTESTS = Number(values.contests);
const MEMBERS = Number(values.members);
const PLAYERS = CONTESTS * MEMBERS;
const PUBLIC = Number(values.public ?? PLAYERS);
const ALONE = Number(values.alone ?? PLAYERS + PUBLIC);
const CHANGES = Number(values.changes);
const ROUNDS = Number(values.rounds);
const INTERVAL_MS = Number(values['interval-ms']);
const BURST_MS = Number(values['burst-ms']);
const LEAD_MS = Number(values['lead-ms']);
const PORT = Number(values.port);
const DATE = '2019-07-14';
/** The most sockets at once: two per member and one per public watcher, or the watchers alone. */
const STREAMS = Math.max(2 * PLAYERS + PUBLIC, ALONE);
/** What a client process keeps free of its descriptors for itself. */
const CLIENT_SPARE = 500;
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** One watcher a client opens: a member's page (both streams) or a public watcher. */
type Target = { kind: 'member'; contestId: number; token: string } | { kind: 'public' };

/** The parent's messages to a client, in this order. */
type ToClient =
  | {
      type: 'open';
      base: string;
      gameSetId: number;
      targets: Target[];
      keys: string[];
      subnet: number;
      burstMs: number;
    }
  | { type: 'measure'; startAt: number; deadline: number }
  | { type: 'close' };

interface GameStreamReport {
  member: boolean;
  /** When each measured change arrived (epoch ms; null: never). */
  at: (number | null)[];
  /** Measured changes received more than once. */
  duplicates: number;
}

/** A client's messages to the parent, in this order. */
type FromClient =
  | {
      type: 'opened';
      connected: number;
      failed: number;
      /** Why, by error code or HTTP status. */
      failures: Record<string, number>;
      connectMs: number;
    }
  | { type: 'received' }
  | {
      type: 'result';
      game: GameStreamReport[];
      /** Members-only streams: answered 200, opened with `members`, open at the end. */
      privateOpened: number;
      privateGreeted: number;
      privateOpenAtEnd: number;
      /** Events on the members-only streams once the changes began. */
      privateEventsDuring: number;
      /** Game set events once the changes began other than a measured `match`, by type. */
      otherGameEvents: Record<string, number>;
      /** Game set streams that ended before the bench closed them. */
      gameEndedEarly: number;
    };

/**
 * One client process: opens its watchers in ten waves over the burst, records when each measured
 * `match` arrives on every game stream, and what else arrives once the changes begin.
 */
function runClient() {
  const send = (m: FromClient) => process.send!(m);
  let job: Extract<ToClient, { type: 'open' }>;
  let startAt = Infinity;
  let deadline = Infinity;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  const game: (GameStreamReport & { seen: number; ended: boolean })[] = [];
  const privates: { opened: boolean; greeted: boolean; ended: boolean }[] = [];
  const otherGameEvents: Record<string, number> = {};
  let privateEventsDuring = 0;
  let connected = 0;
  let failed = 0;
  const failures: Record<string, number> = {};
  const fail = (why: string) => {
    failed++;
    failures[why] = (failures[why] ?? 0) + 1;
  };
  let lastConnect = 0;
  let keyIndex = new Map<string, number>();

  /** Calls `onEvent(type, data)` for every SSE block of a 200 response; `onEnd` if it ends. */
  const stream = (
    url: string,
    i: number,
    headers: Record<string, string>,
    onEvent: (type: string, data: string, now: number) => void,
    onOpen: () => void,
    onEnd: () => void,
  ) => {
    const req = http.get(
      url,
      { agent, headers, localAddress: `127.0.${job.subnet}.${1 + (i % 8)}` },
      (response) => {
        lastConnect = Date.now();
        if (response.statusCode !== 200) {
          fail(String(response.statusCode));
          response.resume();
          return;
        }
        connected++;
        onOpen();
        readSseBlocks(response, (block, now) => {
          const type = /^event: (.*)$/m.exec(block)?.[1];
          if (type !== undefined) onEvent(type, /^data: (.*)$/m.exec(block)?.[1] ?? '', now);
        });
        response.on('close', onEnd);
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => fail(e.code ?? e.message));
    requests.push(req);
  };

  const openGameStream = (i: number, member: boolean) => {
    const w = { member, at: job.keys.map(() => null as number | null), duplicates: 0, seen: 0, ended: false };
    game.push(w);
    stream(
      `${job.base}/api/sports/game-sets/${job.gameSetId}/events`,
      i,
      {},
      (type, data, now) => {
        const k =
          type === 'match'
            ? keyIndex.get(
                (({ feedGameId, sequence }) => `${feedGameId}:${sequence}`)(
                  JSON.parse(data) as { feedGameId: string; sequence: number },
                ),
              )
            : undefined;
        if (k === undefined) {
          if (now >= startAt) otherGameEvents[type] = (otherGameEvents[type] ?? 0) + 1;
          return;
        }
        if (w.at[k] !== null) w.duplicates++;
        else {
          w.at[k] = now;
          w.seen++;
        }
      },
      () => {},
      () => (w.ended = true),
    );
  };

  const openPrivateStream = (i: number, target: Extract<Target, { kind: 'member' }>) => {
    const p = { opened: false, greeted: false, ended: false };
    privates.push(p);
    stream(
      `${job.base}/api/private-contests/${target.contestId}/events`,
      i,
      { authorization: `Bearer ${target.token}` },
      (type, _data, now) => {
        if (now >= startAt) privateEventsDuring++;
        else if (type === 'members') p.greeted = true;
      },
      () => (p.opened = true),
      () => (p.ended = true),
    );
  };

  const sockets = () => job.targets.reduce((n, t) => n + (t.kind === 'member' ? 2 : 1), 0);

  process.on('message', (m: ToClient) => {
    if (m.type === 'open') {
      job = m;
      keyIndex = new Map(job.keys.map((k, i) => [k, i]));
      void (async () => {
        const started = Date.now();
        const waves = 10;
        for (let w = 0; w < waves; w++) {
          const from = Math.floor((w * job.targets.length) / waves);
          const to = Math.floor(((w + 1) * job.targets.length) / waves);
          for (let i = from; i < to; i++) {
            const target = job.targets[i]!;
            openGameStream(i, target.kind === 'member');
            if (target.kind === 'member') openPrivateStream(i, target);
          }
          if (w < waves - 1) await sleep(job.burstMs / waves);
        }
        const giveUp = Date.now() + 120_000;
        while (connected + failed < sockets() && Date.now() < giveUp) await sleep(100);
        send({ type: 'opened', connected, failed, failures, connectMs: lastConnect - started });
      })();
    } else if (m.type === 'measure') {
      startAt = m.startAt;
      deadline = m.deadline;
      void (async () => {
        while (game.some((w) => w.seen < job.keys.length && !w.ended) && Date.now() < deadline)
          await sleep(100);
        send({ type: 'received' });
      })();
    } else {
      const result: FromClient = {
        type: 'result',
        game: game.map(({ member, at, duplicates }) => ({ member, at, duplicates })),
        privateOpened: privates.filter((p) => p.opened).length,
        privateGreeted: privates.filter((p) => p.greeted).length,
        privateOpenAtEnd: privates.filter((p) => p.opened && !p.ended).length,
        privateEventsDuring,
        otherGameEvents,
        gameEndedEarly: game.filter((w) => w.ended).length,
      };
      requests.forEach((r) => r.destroy());
      agent.destroy();
      process.send!(result, () => process.exit(0));
    }
  });
}

/** A fresh invitation code in the database's format; `taken` keeps them unique. */
function inviteCode(taken: Set<string>): string {
  for (;;) {
    const code = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

/** Inserts `rows` in statements of `size` rows, answering what each returns, in order. */
async function inChunks<R, T>(rows: R[], size: number, insert: (chunk: R[]) => Promise<T[]>) {
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))));
  return out;
}

/**
 * The players of every private contest as its members: each with a session (a token the server's
 * secret signs), an entry of the sports contest with five of the day's teams picked, and the contests
 * themselves, full, with their codes. Answers each contest's id with its members' tokens.
 */
async function insertPrivateContests(
  db: Kysely<DB>,
  secret: string,
  v: { contestId: number; teams: string[] },
): Promise<{ id: number; tokens: string[] }[]> {
  const now = new Date();
  const tokens = createSessionTokens(secret);
  const users = await inChunks(
    Array.from({ length: PLAYERS }, (_, i) => i),
    1000,
    (chunk) =>
      db
        .insertInto('users')
        .values(
          chunk.map((i) => ({
            display_name: `Friend ${i + 1}`,
            email: `friend${i + 1}@bench.test`,
            // No sign-in by password: the bench's sessions are made below.
            password_hash: '!',
            country: 'CA',
            province: 'ON',
            over18: true,
            accepted_terms_at: now,
            email_verified_at: now,
          })),
        )
        .returning('id')
        .execute(),
  );
  const userIds = users.map((u) => u.id);
  const entries = await inChunks(userIds, 1000, (chunk) =>
    db
      .insertInto('entries')
      .values(
        chunk.map((userId) => ({
          user_id: userId,
          contest_kind: 'sports' as const,
          contest_id: v.contestId,
          sport: 'baseball' as const,
          created_at: now,
        })),
      )
      .returning(['id', 'user_id'])
      .execute(),
  );
  await inChunks(entries, 1000, (chunk) =>
    db
      .insertInto('sports_entries')
      .values(
        chunk.map((e) => ({
          id: e.id,
          contest_id: v.contestId,
          user_id: e.user_id,
          picks: [...v.teams].sort(() => Math.random() - 0.5).slice(0, 5),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute()
      .then(() => []),
  );
  const sessions = userIds.map((userId) => ({ userId, ...tokens.issue() }));
  await inChunks(sessions, 1000, (chunk) =>
    db
      .insertInto('sessions')
      .values(
        chunk.map((s) => ({
          id: s.id,
          user_id: s.userId,
          created_at: now,
          expires_at: new Date(now.getTime() + 86_400_000),
          ip: '127.0.0.1',
          user_agent: 'bench:friends',
        })),
      )
      .execute()
      .then(() => []),
  );
  const codes = new Set<string>();
  const contests = await inChunks(
    Array.from({ length: CONTESTS }, (_, c) => c),
    1000,
    (chunk) =>
      db
        .insertInto('private_contests')
        .values(
          chunk.map((c) => ({
            name: `Friends ${c + 1}`,
            sports_contest_id: v.contestId,
            lottery_game_id: null,
            creator_id: userIds[c * MEMBERS]!,
            size: MEMBERS,
            min_players: 2,
            picks_visible: false,
            invite_code: inviteCode(codes),
            created_at: now,
          })),
        )
        .returning('id')
        .execute(),
  );
  const memberships = contests.flatMap((c, i) =>
    userIds.slice(i * MEMBERS, (i + 1) * MEMBERS).map((userId) => ({ contest: c.id, userId })),
  );
  await inChunks(memberships, 1000, (chunk) =>
    db
      .insertInto('private_contest_members')
      .values(chunk.map((m) => ({ private_contest_id: m.contest, user_id: m.userId, joined_at: now })))
      .execute()
      .then(() => []),
  );
  return contests.map((c, i) => ({
    id: c.id,
    tokens: sessions.slice(i * MEMBERS, (i + 1) * MEMBERS).map((s) => s.token),
  }));
}

/** The server's completed requests by method, route and status (its Prometheus histogram's counts). */
async function requestCounts(base: string, token: string): Promise<Map<string, number>> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`/metrics: ${res.status}`);
  const counts = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    const m = /^http_request_duration_seconds_count\{(.*)\} (\d+)/.exec(line);
    if (!m) continue;
    const label = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(m[1]!)?.[1];
    counts.set(`${label('method')} ${label('route')} ${label('status')}`, Number(m[2]));
  }
  return counts;
}

/**
 * The open streams in the server's last `event streams` summary (written at most 10 s after streams open
 * or close) once 11 s have passed since `openedAt`: the server's own count after the burst.
 */
async function serverOpenStreams(logFile: string, openedAt: number): Promise<number | undefined> {
  await sleep(openedAt + 11_000 - Date.now());
  const last = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"event streams"'))
    .at(-1);
  return last ? (JSON.parse(last) as { open: number }).open : undefined;
}

function percentiles(delays: number[]) {
  delays.sort((a, b) => a - b);
  const pct = (p: number) =>
    delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))] ?? NaN;
  return { receipts: delays.length, p50Ms: pct(50), p99Ms: pct(99), maxMs: delays.at(-1) ?? NaN };
}

async function main() {
  if (MEMBERS < 2 || MEMBERS > 100) throw new Error('--members: 2 to 100 (a private contest’s size)');
  const limit = openFilesLimit();
  // The server holds every stream (and the embedded database's files: startBench keeps 200 spare).
  if (STREAMS + 200 > limit) {
    const fitsEqual = Math.floor((limit - 200) / (3 * MEMBERS));
    const fitsAlone = Math.floor((limit - 200) / (2 * MEMBERS));
    throw new Error(
      `ulimit -n is ${limit}: one server process cannot hold ${STREAMS} streams ` +
        `(${CONTESTS} contests × ${MEMBERS} members × 2 + ${PUBLIC} public). At most ${fitsEqual} ` +
        `contests of ${MEMBERS} with as many public watchers as members, ${fitsAlone} with --public 0.`,
    );
  }
  const clients = Number(values.clients ?? Math.ceil(STREAMS / (limit - CLIENT_SPARE)));
  if (Math.ceil(STREAMS / clients) + CLIENT_SPARE > limit)
    throw new Error(`${clients} client processes cannot hold ${STREAMS} sockets: more --clients`);

  let gameSet: Awaited<ReturnType<typeof insertBaseballGameSet>> | undefined;
  let contestId = 0;
  let privateContests: { id: number; tokens: string[] }[] = [];
  const starting = Date.now();
  let insertSeconds = 0;
  // A scraper's token: the server serves its request counters only with one.
  const metricsToken = randomBytes(24).toString('hex');
  process.env.METRICS_TOKEN = metricsToken;
  const bench = await startBench(PORT, STREAMS, async (dataDir) => {
    const database = await openAppDatabase({ embeddedDir: path.join(dataDir, 'pglite') }, systemClock, {
      unboundPartner: DEFAULT_PARTNER_ID,
    });
    try {
      const startAt = new Date(Date.now() + 60_000);
      gameSet = await insertBaseballGameSet(database.db, { date: DATE, startAt, tag: 'bench' });
      contestId = await insertContest(database.db, { gameSetId: gameSet.id });
      const teams = gameSet.matches.flatMap((m) => [
        `${m.feed_game_id}-${m.home_team_id}`,
        `${m.feed_game_id}-${m.away_team_id}`,
      ]);
      // The secret the server signs sessions with: the accounts' creation wrote it in the data dir.
      const secret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim();
      const inserting = Date.now();
      privateContests = await insertPrivateContests(database.db, secret, { contestId, teams });
      insertSeconds = (Date.now() - inserting) / 1000;
    } finally {
      await database.close();
    }
  });
  const { api, base } = bench;
  const children: ChildProcess[] = [];
  try {
    if (!gameSet) throw new Error('no game set');
    const gameSetId = gameSet.id;
    const feedGameIds = gameSet.matches.map((m) => m.feed_game_id);
    console.log(
      JSON.stringify({
        contests: CONTESTS,
        players: PLAYERS,
        // The bulk rows, then everything to the server's first answer (new database, accounts, start).
        insertSeconds,
        readySeconds: (Date.now() - starting) / 1000,
      }),
    );

    // The game starts: every match LIVE at 0-0, sequence 1.
    const start: FeedUpdate[] = feedGameIds.map((id) =>
      liveUpdate(id, { sequence: 0, home: 0, away: 0 }, { league: 'baseball', inning: 1, half: 'top' }),
    );
    const started = await api<{ applied: number }>('/api/operator/sports/feed', { updates: start });
    if (started.applied !== start.length) throw new Error(`the game's start: ${started.applied} applied`);
    const day = baseballChanges(DATE, feedGameIds, 1);
    const measurements = ROUNDS * (ALONE > 0 ? 2 : 1);
    if (day.length < measurements * CHANGES)
      throw new Error(`the day has ${day.length} score changes: fewer --rounds or --changes`);
    const postMs: number[] = [];

    // One member's page as it reads on arriving: the bulk rows make a live contest scored among members.
    const first = privateContests[0]!;
    const check = await fetch(`${base}/api/private-contests/${first.id}`, {
      headers: { authorization: `Bearer ${first.tokens[0]}` },
    });
    if (!check.ok) throw new Error(`a member's private contest: ${check.status} ${await check.text()}`);
    const view = (await check.json()) as PrivateContest;
    if (view.status !== 'live' || view.live === null || view.memberCount !== MEMBERS)
      throw new Error(
        `a member's private contest is not live with ${MEMBERS} members: ${JSON.stringify(view)}`,
      );

    // Members and public watchers interleaved, so neither is always first in the server's fan-out.
    const withFriends: Target[] = [];
    for (let i = 0; i < Math.max(PLAYERS, PUBLIC); i++) {
      if (i < PLAYERS) {
        const c = privateContests[Math.floor(i / MEMBERS)]!;
        withFriends.push({ kind: 'member', contestId: c.id, token: c.tokens[i % MEMBERS]! });
      }
      if (i < PUBLIC) withFriends.push({ kind: 'public' });
    }
    const alone: Target[] = Array.from({ length: ALONE }, () => ({ kind: 'public' }));

    let measurement = 0;
    /** One measurement: `targets` opened in a burst, then the day's next CHANGES posted one by one. */
    const measure = async (targets: Target[]) => {
      const changes = day.slice(measurement * CHANGES, (measurement + 1) * CHANGES);
      const keys = changes.map((u) => `${u.feedGameId}:${u.sequence}`);
      const first = measurement++ * clients;
      const inbox: FromClient[][] = [];
      const waitAll = async <T extends FromClient['type']>(type: T) => {
        const got: Extract<FromClient, { type: T }>[] = [];
        for (let c = 0; c < clients; c++) {
          for (;;) {
            const i = inbox[c]!.findIndex((m) => m.type === type);
            if (i >= 0) {
              got.push(inbox[c]!.splice(i, 1)[0] as Extract<FromClient, { type: T }>);
              break;
            }
            if (children[c]!.exitCode !== null) throw new Error(`client ${c} exited`);
            await sleep(50);
          }
        }
        return got;
      };
      children.length = 0;
      for (let c = 0; c < clients; c++) {
        const child = fork(import.meta.filename, ['--client'], { execArgv: ['--import', 'tsx'] });
        inbox.push([]);
        child.on('message', (m: FromClient) => inbox[c]!.push(m));
        children.push(child);
        const open: ToClient = {
          type: 'open',
          base,
          gameSetId,
          targets: targets.filter((_, i) => i % clients === c),
          keys,
          // Loopback addresses of its own: the previous measurement's closed sockets wait in TIME_WAIT.
          subnet: (10 + first + c) % 250,
          burstMs: BURST_MS,
        };
        child.send(open);
      }
      const opened = await waitAll('opened');
      const openedAt = Date.now();

      const startAt = Date.now() + LEAD_MS;
      const deadline = startAt + (CHANGES - 1) * INTERVAL_MS + 30_000;
      children.forEach((child) => child.send({ type: 'measure', startAt, deadline } satisfies ToClient));
      await sleep(startAt - Date.now() - 500);
      const before = await requestCounts(base, metricsToken);
      const posted: number[] = [];
      for (const [i, update] of changes.entries()) {
        await sleep(startAt + i * INTERVAL_MS - Date.now());
        const at = Date.now();
        posted.push(at);
        const result = await api<{ applied: number }>('/api/operator/sports/feed', { updates: [update] });
        postMs.push(Date.now() - at);
        if (result.applied !== 1) throw new Error(`change ${JSON.stringify(update)} not applied`);
      }
      await waitAll('received');
      const after = await requestCounts(base, metricsToken);
      const serverOpen = await serverOpenStreams(path.join(bench.dataDir, 'server.log'), openedAt);
      children.forEach((child) => child.send({ type: 'close' } satisfies ToClient));
      const results = await waitAll('result');
      // Let both ends release their sockets before the next measurement.
      await sleep(2000);

      const requests: Record<string, number> = {};
      for (const [key, n] of after) {
        const d = n - (before.get(key) ?? 0);
        // The bench's own first scrape completes between the two.
        if (d > 0 && !key.includes(' /metrics ')) requests[key] = d;
      }
      const side = (member: boolean) => {
        const watchers = results.flatMap((r) => r.game.filter((w) => w.member === member));
        const delays = watchers.flatMap((w) => w.at.flatMap((t, k) => (t === null ? [] : [t - posted[k]!])));
        return {
          watchers: watchers.length,
          expected: watchers.length * CHANGES,
          ...percentiles(delays),
          // Every change once and only once.
          exactlyOnce: watchers.filter((w) => w.duplicates === 0 && w.at.every((t) => t !== null)).length,
          duplicates: watchers.reduce((n, w) => n + w.duplicates, 0),
        };
      };
      const otherGameEvents: Record<string, number> = {};
      for (const r of results)
        for (const [type, n] of Object.entries(r.otherGameEvents))
          otherGameEvents[type] = (otherGameEvents[type] ?? 0) + n;
      const sum = (key: 'privateOpened' | 'privateGreeted' | 'privateOpenAtEnd' | 'privateEventsDuring') =>
        results.reduce((n, r) => n + r[key], 0);
      return {
        members: side(true),
        public: side(false),
        streams: {
          sockets: targets.reduce((n, t) => n + (t.kind === 'member' ? 2 : 1), 0),
          connected: opened.reduce((n, o) => n + o.connected, 0),
          failed: opened.reduce((n, o) => n + o.failed, 0),
          failures: opened.reduce<Record<string, number>>((all, o) => {
            for (const [why, n] of Object.entries(o.failures)) all[why] = (all[why] ?? 0) + n;
            return all;
          }, {}),
          connectMs: Math.max(...opened.map((o) => o.connectMs)),
          // The server's own count once the burst was over.
          serverOpen,
          gameEndedEarly: results.reduce((n, r) => n + r.gameEndedEarly, 0),
        },
        privateStreams: {
          opened: sum('privateOpened'),
          greeted: sum('privateGreeted'),
          openAtEnd: sum('privateOpenAtEnd'),
          eventsDuringChanges: sum('privateEventsDuring'),
        },
        otherGameEvents,
        requestsDuringChanges: requests,
      };
    };

    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    const summary: { round: number; p99Ratio?: number; p99RatioAlone?: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Which side goes first alternates: neither always runs on a warmer (or more tired) machine.
      const sides = ALONE > 0 ? (round % 2 ? ['friends', 'alone'] : ['alone', 'friends']) : ['friends'];
      let friends: Awaited<ReturnType<typeof measure>> | undefined;
      let solo: Awaited<ReturnType<typeof measure>> | undefined;
      for (const s of sides) {
        if (s === 'friends') {
          friends = await measure(withFriends);
          const { members, public: publicWatchers, ...rest } = friends;
          console.log(JSON.stringify({ round, side: 'members', ...members }));
          console.log(JSON.stringify({ round, side: 'public', ...publicWatchers }));
          console.log(JSON.stringify({ round, side: 'friends', ...rest }));
        } else {
          solo = await measure(alone);
          const { members: _, public: watchers, ...rest } = solo;
          console.log(JSON.stringify({ round, side: 'alone', ...watchers, ...rest }));
        }
      }
      summary.push({
        round,
        ...(PUBLIC > 0 ? { p99Ratio: ratio(friends!.members.p99Ms, friends!.public.p99Ms) } : {}),
        ...(solo ? { p99RatioAlone: ratio(friends!.members.p99Ms, solo.public.p99Ms) } : {}),
      });
    }
    postMs.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        contests: CONTESTS,
        membersPerContest: MEMBERS,
        publicWatchers: PUBLIC,
        aloneWatchers: ALONE,
        changesPerMeasurement: CHANGES,
        intervalMs: INTERVAL_MS,
        rounds: summary,
        postP50Ms: postMs[Math.floor(postMs.length / 2)],
        postMaxMs: postMs.at(-1),
        ...bench.serverFigures(),
      }),
    );
  } finally {
    children.forEach((child) => child.exitCode === null && child.kill());
    bench.stop();
  }
}

if (values.client) runClient();
else
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
