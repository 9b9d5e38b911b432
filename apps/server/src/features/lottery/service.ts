import { ledgerWhen } from '@powerplay/contracts';
import { gameTypeConfigs } from '@powerplay/domain';
import type {
  AuditResponse,
  GameDetailResponse,
  GameListResponse,
  GamePublicResultsResponse,
  GameResponse,
  LotteryEntry,
  MyEntriesResponse,
  MyGameEntryResponse,
} from '@powerplay/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EntriesService } from '../entries';
import type { PowerplaysService } from '../powerplays';
import { lotteryReplay } from './events';
import { toGame, type GameRow } from './game-view';
import { lotteryScheduling } from './operator-schedule';
import { elite8QuestionFor, lotteryInventory, lotteryPicks } from './picks';
import { lotteryPowerplayUse } from './powerplay-use';
import type { LotteryRepo } from './repo';

export function lotteryService(deps: {
  db: Kysely<DB>;
  repo: LotteryRepo;
  clock: Clock;
  entries: EntriesService;
  powerplays: PowerplaysService;
  /** Told in the transaction of each powerplay used on an entry (playing with friends). */
  entryChanged?: (trx: Transaction<DB>, gameId: number, userId: number) => Promise<void>;
}) {
  const { db, repo, clock, entries, powerplays, entryChanged } = deps;
  const { writePicks } = lotteryPicks({ db, repo, clock, entries, powerplays });

  async function entryOf(gameId: number, userId: number, q: Kysely<DB> | Transaction<DB> = db) {
    const row = await repo.findEntry(gameId, userId, q);
    if (!row) return null;
    const inventory = lotteryInventory(await powerplays.inventory(row.id, q));
    return {
      id: row.id,
      gameId: row.game_id,
      picks: row.picks,
      powerplays: inventory,
    } satisfies LotteryEntry;
  }
  async function gameOr404(id: number): Promise<GameRow> {
    const game = await repo.findGame(id);
    if (!game) throw new AppError('GAME_NOT_FOUND');
    return game;
  }

  const myResult = (
    row:
      | { hits: number | null; payout: number | null; kind: 'cash' | 'points' | null; winners: number | null }
      | undefined,
  ) =>
    row && row.hits !== null
      ? { hits: row.hits, prize: row.winners && row.payout ? row.payout : 0, kind: row.kind ?? 'cash' }
      : null;
  /** A draw as its notifications name it: its players, and where they watch it. */
  const timedDraw = (g: { id: number; game_type: keyof typeof gameTypeConfigs; players: number[] }) => ({
    subject: `lottery:${g.id}`,
    game: `${gameTypeConfigs[g.game_type].name} draw`,
    recipients: g.players.map((userId) => ({ userId, link: `/${g.game_type}-draw?game=${g.id}` })),
  });
  return {
    /** The draws starting after `from`, up to `to`: who has an entry, and where they watch it. */
    startingSoon: async (from: Date, to: Date) => (await repo.startingBetween(from, to)).map(timedDraw),

    /** The draws whose picks locked after `from`, up to `to`, ahead of their start (Elite 8's hour). */
    lockingAhead: async (from: Date, to: Date) => (await repo.lockingAheadBetween(from, to)).map(timedDraw),

    /** Draws named as their ledger lines name them ("Lotto 747 draw of Nov 22, 2026, 7:05 AM EST"), by id. */
    async contestNames(ids: number[]): Promise<Map<number, string>> {
      const games = await repo.gamesByIds(ids);
      return new Map(
        games.map((g) => [g.id, `${gameTypeConfigs[g.game_type].name} draw of ${ledgerWhen(g.start_at)}`]),
      );
    },

    async listGames(): Promise<GameListResponse> {
      const now = clock.now();
      const { upcoming, live, recent } = await repo.listGames(now);
      const [u, l, r] = await Promise.all([
        repo.withDraws(upcoming),
        repo.withDraws(live),
        repo.withDraws(recent),
      ]);
      return { upcoming: u, live: l, recent: r };
    },

    /** A draw, public (the same for everybody: a read model keeps it, lottery/games-read.ts). */
    async game(id: number): Promise<GameResponse> {
      const [game] = await repo.withDraws([await gameOr404(id)]);
      return { game: game! };
    },

    /** My entry in a draw (picks, powerplays) and, once it is settled, my result. */
    async myGameEntry(id: number, userId: number): Promise<MyGameEntryResponse> {
      const game = await gameOr404(id);
      const entry = await entryOf(id, userId);
      const result = entry && game.settled_at ? myResult(await repo.entryResult(id, userId)) : null;
      const question = entry ? null : await elite8QuestionFor(repo, game, userId);
      return { entry, result, skillQuestion: question?.text ?? null };
    },

    /** A draw with my part in it (the old client's calls). */
    async gameDetail(id: number, userId: number | null): Promise<GameDetailResponse> {
      const game = await gameOr404(id);
      const [withDraws] = await repo.withDraws([game]);
      const entry = userId === null ? null : await entryOf(id, userId);
      const result = userId !== null && game.settled_at ? myResult(await repo.entryResult(id, userId)) : null;
      return { game: withDraws!, entry, result };
    },

    /** Saves my picks; `skillAnswer` answers Elite 8's skill-testing question (`myGameEntry`). */
    async savePicks(
      id: number,
      userId: number,
      numbers: number[],
      skillAnswer?: number,
    ): Promise<LotteryEntry> {
      // The save writes the player's own event with it (their other pages hear it once it commits).
      return writePicks(id, userId, numbers, skillAnswer);
    },
    usePowerplay: lotteryPowerplayUse({ db, repo, clock, powerplays, entryChanged }),

    /** The drawn balls and, once settled, the tier table (public: a read model keeps it). */
    async publicResults(id: number): Promise<GamePublicResultsResponse> {
      const game = await gameOr404(id);
      const [withDraws] = await repo.withDraws([game]);
      const tiers = game.settled_at ? await repo.tierResults(id) : [];
      return {
        game: withDraws!,
        settled: game.settled_at !== null,
        // Exactly the contract's fields: a read model serialises what it is given.
        tiers: tiers.map((t) => ({
          hits: t.hits,
          kind: t.kind,
          total: t.total,
          winners: t.winners,
          payout: t.payout,
          remainder: t.remainder,
        })),
      };
    },

    async audit(id: number): Promise<AuditResponse> {
      const game = await gameOr404(id);
      const draws = await repo.drawsOf([id]);
      return {
        gameId: game.id,
        commitment: game.commitment,
        // Revealed only once the draw is over: before that, knowing it would reveal every ball.
        seed: game.status === 'finished' ? game.seed : null,
        balls: draws.map((d) => d.number),
        min: game.range_min,
        max: game.range_max,
        ballCount: game.ball_count,
      };
    },

    async myEntries(userId: number): Promise<MyEntriesResponse> {
      const rows = await repo.myEntries(userId);
      return {
        entries: rows.map((r) => {
          const { drawn: _drawn, ...game } = toGame(r, []);
          return {
            entryId: r.entry_id,
            game,
            picks: r.entry_picks,
            result: r.settled_at
              ? myResult({
                  hits: r.entry_hits,
                  payout: r.tier_payout,
                  kind: r.tier_kind,
                  winners: r.tier_winners,
                })
              : null,
          };
        }),
      };
    },

    /** A draw's public events as a watcher is told them (the event stream's loader). */
    replay: (id: number) => lotteryReplay(repo, id),

    /** Schedules a draw (operators only). */
    schedule: lotteryScheduling({ db, clock }),
  };
}
export type LotteryService = ReturnType<typeof lotteryService>;
