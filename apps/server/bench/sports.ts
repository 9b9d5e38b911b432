/**
 * bench:sports — live-score watchers on one `npm start`-like server process (embedded database,
 * logging at `info`): N SSE watchers of one live baseball game set (`/api/sports/game-sets/:id/events`,
 * the stream of the live score page) opened within ~2 s, then score changes posted one by one as a data
 * provider does (`POST /api/operator/sports/feed`, an operator's session), and for every change the delay
 * from its post to its receipt by every watcher. The changes are the real runs of 14 July 2019
 * (Retrosheet's line scores, the matches of the game set), half-inning by half-inning across the games.
 * A change's clock starts when the bench sends its post, so its delay also holds the server's handling
 * of the post (session, transaction, NOTIFY): the server applied it no earlier. The same client measures
 * a bare Node SSE server (bare-sse.ts) writing as many frames of the same size on the same schedule in
 * the same run, and the ratio of the p99s is printed.
 *   npm run bench:sports -- --watchers 5000 --rounds 3
 * With `--league basketball` the game set is a real NBA day (19 October 2022, 12 games: NBA Stats' line
 * scores) whose scores change far more often: each quarter's points arrive basket by basket (2 points,
 * a last 1 when odd) spread over its 12 minutes across the games, 5 changes a second by default.
 * Only the per-address caps are lifted (every watcher comes from 127.0.0.1). The game set is written
 * before the server starts with the tests' fixture (a set of the day's real games, no replay script:
 * only the provider's posts move it), on the server's embedded database. Localhost only; it stops by
 * itself (each measurement gives up 30 s after its last change).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FeedUpdate, GameSetMatchesResponse } from '@powerplay/contracts';
import type { Kysely } from 'kysely';
import { openAppDatabase } from '../src/db/open';
import type { DB } from '../src/db/schema';
import { nba2022Games } from '../src/features/sports/data/basketball-nba-2022-slates';
import { nbaClubById } from '../src/features/sports/data/nba-clubs';
import { insertBaseballGameSet } from '../src/features/sports/test-fixtures';
import { systemClock } from '../src/platform/clock';
import { DEFAULT_PARTNER_ID } from '../src/platform/partner-context';
import { baseballChanges, liveUpdate, type Running } from './baseball-changes';
import { startBench, watchBurst } from './live-harness';

const { values } = parseArgs({
  options: {
    watchers: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '1' },
    league: { type: 'string', default: 'baseball' },
    // Score changes per measurement, one every `interval-ms` (basketball: 50, 200 ms apart).
    changes: { type: 'string' },
    'interval-ms': { type: 'string' },
    'burst-ms': { type: 'string', default: '2000' },
    // From the end of the burst to the first change: long enough for a loaded machine to accept them all.
    'lead-ms': { type: 'string', default: '10000' },
    port: { type: 'string', default: '3220' },
  },
});
const WATCHERS = Number(values.watchers);
const ROUNDS = Number(values.rounds);
if (values.league !== 'baseball' && values.league !== 'basketball')
  throw new Error('--league baseball|basketball');
const BASKETBALL = values.league === 'basketball';
const CHANGES = Number(values.changes ?? (BASKETBALL ? 50 : 10));
const INTERVAL_MS = Number(values['interval-ms'] ?? (BASKETBALL ? 200 : 1000));
const BURST_MS = Number(values['burst-ms']);
const LEAD_MS = Number(values['lead-ms']);
const PORT = Number(values.port);
const DATE = '2019-07-14';
const NBA_DATE = '2022-10-19';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A basketball quarter's real seconds: 12 minutes. */
const QUARTER_SECONDS = 12 * 60;

/**
 * An NBA day's score changes as a provider reports them: each team's points of each quarter in baskets
 * of 2 (a last 1 when odd) spread evenly over the quarter, every basket of every game in game-clock
 * order, each with the match's running score and its next sequence.
 */
function basketballChanges(feedGameIds: string[]): FeedUpdate[] {
  const games = nba2022Games.filter((g) => g.date === NBA_DATE);
  const baskets: { period: number; elapsed: number; match: number; side: 'home' | 'away'; points: number }[] =
    [];
  games.forEach((g, match) => {
    for (const [side, line] of [
      ['home', g.homeLine],
      ['away', g.awayLine],
    ] as const) {
      line.forEach((points, q) => {
        const count = Math.ceil(points / 2);
        for (let b = 0; b < count; b++) {
          const elapsed = Math.floor(((b + 0.5) * QUARTER_SECONDS) / count);
          baskets.push({
            period: q + 1,
            elapsed,
            match,
            side,
            points: b === count - 1 && points % 2 ? 1 : 2,
          });
        }
      });
    }
  });
  baskets.sort((a, b) => a.period - b.period || a.elapsed - b.elapsed || a.match - b.match);
  const state = feedGameIds.map((): Running => ({ sequence: 0, home: 0, away: 0 }));
  return baskets.map(({ period, elapsed, match, side, points }) => {
    const s = state[match]!;
    s[side] += points;
    return liveUpdate(feedGameIds[match]!, s, {
      league: 'basketball',
      period,
      clockSeconds: QUARTER_SECONDS - elapsed,
    });
  });
}

/** The NBA day as a game set with no replay script (only the provider's posts move it). */
async function insertBasketballGameSet(db: Kysely<DB>, startAt: Date) {
  const games = nba2022Games.filter((g) => g.date === NBA_DATE);
  return db.transaction().execute(async (trx) => {
    const set = await trx
      .insertInto('sports_game_sets')
      .values({
        league: 'basketball',
        title: `NBA ${NBA_DATE}`,
        start_at: startAt,
        source: 'nba-stats',
        source_key: NBA_DATE,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const matches = await trx
      .insertInto('sports_matches')
      .values(
        games.map((g) => ({
          game_set_id: set.id,
          feed_game_id: `bench-NBA-${g.id}`,
          league: 'basketball' as const,
          home_team_id: `nba-${g.home}`,
          away_team_id: `nba-${g.away}`,
          start_at: startAt,
          location: nbaClubById.get(g.home)?.city ?? g.home,
        })),
      )
      .returning(['id', 'feed_game_id'])
      .execute();
    return { id: set.id, matches };
  });
}

async function main() {
  let gameSet: { id: number; matches: { feed_game_id: string }[] } | undefined;
  // The game set, on the embedded database the server opens next (one process at a time).
  const bench = await startBench(PORT, WATCHERS, async (dataDir) => {
    const database = await openAppDatabase({ embeddedDir: path.join(dataDir, 'pglite') }, systemClock, {
      unboundPartner: DEFAULT_PARTNER_ID,
    });
    try {
      const startAt = new Date(Date.now() + 60_000);
      gameSet = BASKETBALL
        ? await insertBasketballGameSet(database.db, startAt)
        : await insertBaseballGameSet(database.db, { date: DATE, startAt, tag: 'bench' });
    } finally {
      await database.close();
    }
  });
  const { api, bare, base } = bench;
  try {
    if (!gameSet) throw new Error('no game set');
    const gameSetId = gameSet.id;
    const feedGameIds = gameSet.matches.map((m) => m.feed_game_id);
    const changes = BASKETBALL ? basketballChanges(feedGameIds) : baseballChanges(DATE, feedGameIds);
    if (changes.length < ROUNDS * CHANGES) {
      throw new Error(`the day has ${changes.length} score changes: fewer --rounds or --changes`);
    }
    // The bare server's frames carry a real match, so they are as large as a `match` event.
    const { matches } = await api<GameSetMatchesResponse>(`/api/sports/game-sets/${gameSetId}/matches`);
    const postMs: number[] = [];
    let next = 0;

    const measureBare = async () => {
      const startAt = Date.now() + BURST_MS + LEAD_MS;
      bare.draw(
        startAt,
        INTERVAL_MS,
        Array.from({ length: CHANGES }, (_, i) => i + 1),
        matches[0],
      );
      return watchBurst(bare.url, {
        watchers: WATCHERS,
        balls: CHANGES,
        burstMs: BURST_MS,
        deadline: deadlineOf(startAt),
      });
    };
    const measureOurs = async () => {
      const startAt = Date.now() + BURST_MS + LEAD_MS;
      const round = changes.slice(next, next + CHANGES);
      next += CHANGES;
      // When each change of this measurement was posted, by `feedGameId:sequence` (the replay a watcher
      // gets on connect, older changes, is not measured).
      const posted = new Map<string, number>();
      const drive = async () => {
        for (const [i, update] of round.entries()) {
          await sleep(startAt + i * INTERVAL_MS - Date.now());
          const at = Date.now();
          posted.set(`${update.feedGameId}:${update.sequence}`, at);
          const result = await api<{ applied: number }>('/api/operator/sports/feed', { updates: [update] });
          postMs.push(Date.now() - at);
          if (result.applied !== 1) throw new Error(`change ${JSON.stringify(update)} not applied`);
        }
      };
      const [, result] = await Promise.all([
        drive(),
        watchBurst(`${base}/api/sports/game-sets/${gameSetId}/events`, {
          watchers: WATCHERS,
          balls: CHANGES,
          burstMs: BURST_MS,
          deadline: deadlineOf(startAt),
          event: 'match',
          sentAt: (data) => {
            const m = JSON.parse(data) as { feedGameId: string; sequence: number };
            return posted.get(`${m.feedGameId}:${m.sequence}`);
          },
        }),
      ]);
      return result;
    };

    const p99Ratio = await bench.compare(ROUNDS, { bare: measureBare, powerplay: measureOurs });
    postMs.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        league: values.league,
        watchers: WATCHERS,
        intervalMs: INTERVAL_MS,
        rounds: ROUNDS,
        changesPerRound: CHANGES,
        p99Ratio,
        // The provider's post, sent to answered: where the server applies each change.
        postP50Ms: postMs[Math.floor(postMs.length / 2)],
        postMaxMs: postMs.at(-1),
        ...bench.serverFigures(),
      }),
    );
  } finally {
    bench.stop();
  }
}

/** Every change is due by the last one's time; a watcher still short 30 s later has lost one. */
const deadlineOf = (startAt: number) => startAt + (CHANGES - 1) * INTERVAL_MS + 30_000;

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
