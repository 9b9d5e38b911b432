import {
  pickCountMessageCode,
  provincesByCountry,
  type AuditResponse,
  type Inventory,
  type GameDetailResponse,
  type GameListResponse,
  type GamePublicResultsResponse,
  type GameResponse,
  type LotteryEntry,
  type MessageCode,
  type MyEntriesResponse,
  type MyGameEntryResponse,
  type ScheduleGameRequest,
  type UsePowerplayResponse,
} from '@powerplay/contracts';
import {
  applyPowerplay,
  checkPicks,
  checkPrizeTiers,
  checkTimings,
  defaultKit,
  drawPhase,
  gameTypeConfigs,
  powerplayStream,
  type GameType,
  type PickRefusal,
  type PowerplayRefusal,
} from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { assertOperator, type Actor } from '../../platform/actor';
import { recordOperatorAction } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { inTransactionOnce } from '../../platform/idempotency';
import { playerTopic, publish, type AfterCommitPublisher } from '../../platform/live';
import type { EntriesService } from '../entries';
import type { PowerplaysService } from '../powerplays';
import { insertGame } from './repo';
import { scheduleOf, toGame, type GameRow, type LotteryRepo } from './repo';

// Every refusal the domain can give has its text in the catalogue (checked by the compiler).
const refusal = (
  code: PickRefusal | PowerplayRefusal | 'TIMINGS_INVALID' | 'PRIZE_TIERS_INVALID',
): MessageCode => code;

/** A province's or state's name for the territory refusal ("… not open to residents of Quebec."). */
const regionName = (code: string) =>
  Object.values(provincesByCountry)
    .flat()
    .find((p) => p.code === code)?.name ?? code;

/** The lottery's kit view: its five powerplays, 0 for any not in the entry's inventory. */
const lotteryInventory = (inv: Readonly<Record<number, number>>): Inventory => ({
  1: inv[1] ?? 0,
  2: inv[2] ?? 0,
  3: inv[3] ?? 0,
  4: inv[4] ?? 0,
  5: inv[5] ?? 0,
});

/** The kit with every count 0: what an entry has of the powerplays its inventory has no row for. */
const NO_POWERPLAYS = lotteryInventory({});

/** What a game's picks must be: written once when the game is inserted, never changed. */
interface PickRules {
  gameType: GameType;
  picks: number;
  min: number;
  max: number;
}

const pickRulesOf = (game: GameRow): PickRules => ({
  gameType: game.game_type,
  picks: game.pick_count,
  min: game.range_min,
  max: game.range_max,
});

/** Throws the catalogue's refusal when the picks break the game's rules. */
function refusePicks(rules: PickRules, numbers: number[]) {
  const problem = checkPicks(rules, numbers);
  if (!problem) return;
  const code =
    problem === 'PICKS_TOO_MANY' || problem === 'PICKS_TOO_FEW'
      ? pickCountMessageCode(rules.gameType, problem)
      : refusal(problem);
  throw new AppError(code, { params: { n: rules.picks, min: rules.min, max: rules.max } });
}

// A bound on the pick rules a process keeps (a few hundred bytes each); past it, it starts again.
const MAX_KNOWN_GAMES = 10_000;

export function lotteryService(deps: {
  db: Kysely<DB>;
  repo: LotteryRepo;
  clock: Clock;
  entries: EntriesService;
  powerplays: PowerplaysService;
  afterCommit: AfterCommitPublisher;
}) {
  const { db, repo, clock, entries, powerplays, afterCommit } = deps;
  // The pick rules of the games this process has saved picks for (they never change).
  const pickRules = new Map<number, PickRules>();
  const remember = (id: number, rules: PickRules) => {
    if (pickRules.size >= MAX_KNOWN_GAMES) pickRules.clear();
    pickRules.set(id, rules);
  };

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

  /** The player's new entry in the game, once every entry rule allows it (or the one a racing save made). */
  function enter(trx: Transaction<DB>, game: GameRow, userId: number) {
    const { name, territory } = gameTypeConfigs[game.game_type];
    return entries.enter(trx, userId, {
      kind: 'lottery',
      id: game.id,
      territory: territory && { rule: territory, game: name, region: regionName },
    });
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

  /** Writes the player's picks: their entry as it now is. */
  async function writePicks(id: number, userId: number, numbers: number[]): Promise<LotteryEntry> {
    // Most saves change the picks of an entry the player has: with the game's pick rules known, the
    // picks are checked here and the save is one statement (decision 031). Anything else — a new entry, a
    // game this process has not seen, a closed one — takes the full save, which tells which.
    const known = pickRules.get(id);
    if (known) {
      refusePicks(known, numbers);
      const saved = await repo.editPicksAtOnce({
        gameId: id,
        userId,
        picks: numbers,
        now: clock.now(),
        inventoryOf: powerplays.inventoryOf,
        noPowerplays: NO_POWERPLAYS,
      });
      if (saved) return saved;
    }
    // One short transaction and no read-back: the game is read once, under the share lock that keeps
    // its deadline and settlement still, and the answer is built from what was written.
    return db.transaction().execute(async (trx) => {
      const game = await repo.lockGameShared(trx, id);
      if (!game) throw new AppError('GAME_NOT_FOUND');
      const rules = pickRulesOf(game);
      remember(id, rules);
      refusePicks(rules, numbers);
      const now = clock.now();
      if (now >= game.pick_deadline) throw new AppError('PICKS_CLOSED');
      // Editing the picks of an entry needs no rule. A new entry passes every entry rule (limits,
      // self-exclusion, club, territory) under the player's lock and receives the kit.
      const edited = await repo.editPicks(trx, { gameId: id, userId, picks: numbers, now });
      const entry = edited ? { id: edited, created: false } : await enter(trx, game, userId);
      // Not edited: new, or made by a first save that committed while this one waited for the lock.
      if (!edited) await repo.savePicks(trx, { entryId: entry.id, gameId: id, userId, picks: numbers, now });
      if (entry.created) await powerplays.grantKit(trx, entry.id, defaultKit);
      return {
        id: entry.id,
        gameId: id,
        picks: numbers,
        powerplays: lotteryInventory(entry.created ? defaultKit : await powerplays.inventory(entry.id, trx)),
      };
    });
  }

  return {
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
      return { entry, result };
    },

    /** A draw with my part in it (the old client's calls). */
    async gameDetail(id: number, userId: number | null): Promise<GameDetailResponse> {
      const game = await gameOr404(id);
      const [withDraws] = await repo.withDraws([game]);
      const entry = userId === null ? null : await entryOf(id, userId);
      const result = userId !== null && game.settled_at ? myResult(await repo.entryResult(id, userId)) : null;
      return { game: withDraws!, entry, result };
    },

    async savePicks(id: number, userId: number, numbers: number[]): Promise<LotteryEntry> {
      const saved = await writePicks(id, userId, numbers);
      // The player's other pages hear it once it has committed (docs/decisions/032).
      afterCommit.publish(playerTopic(userId), { type: 'lottery-entry', data: saved });
      return saved;
    },

    async usePowerplay(
      id: number,
      userId: number,
      use: { powerplayId: number; pick?: number | undefined },
      idempotencyKey?: string,
    ): Promise<UsePowerplayResponse> {
      // With a client key, a retried request gets the first answer and spends nothing twice.
      const ref = { userId, scope: `lottery-powerplay:${id}`, key: idempotencyKey, body: use };
      return inTransactionOnce(db, clock, ref, async (trx) => {
        // The game row is read under a share lock, inside the transaction: settlement's claim (an UPDATE
        // of this row) waits for every use in flight, and a use that comes after it sees `settled_at` and
        // is refused. So no use can change the picks of an entry that settlement has already counted.
        const game = await repo.lockGameShared(trx, id);
        if (!game) throw new AppError('GAME_NOT_FOUND');
        if (game.settled_at) throw new AppError('POWERPLAY_NOT_LIVE');
        const entry = await repo.lockEntry(trx, id, userId);
        if (!entry) throw new AppError('POWERPLAY_NO_ENTRY');
        const draws = await repo.drawsOf([id], trx);
        const drawn = draws.map((d) => d.number);
        const at = clock.now();
        const phase = drawPhase(scheduleOf(game), at.getTime());
        // A ball that is due but not yet drawn (engine catching up) counts as "coming up".
        const comingUp = phase.comingUp || phase.ballsDue > drawn.length;
        const outcome = await powerplays.spend(trx, {
          entryId: entry.id,
          at,
          context: { ballsDrawn: drawn.length },
          usedUp: 'POWERPLAY_NO_INVENTORY',
          decide: ({ inventory, useNumber }) => {
            // The use's random numbers: from the draw's seed, this entry and this use (auditable).
            const random = powerplayStream(game.seed, String(game.id), String(entry.id), useNumber, {
              min: game.range_min,
              max: game.range_max,
            });
            const decided = applyPowerplay(
              {
                range: { min: game.range_min, max: game.range_max },
                picks: entry.picks,
                drawn,
                inventory: lotteryInventory(inventory),
                phase: {
                  status: phase.status,
                  ballsDue: drawn.length,
                  finalWindow: phase.finalWindow,
                  comingUp,
                },
              },
              use,
              random,
            );
            if (typeof decided === 'string') throw new AppError(refusal(decided));
            const spent = {
              powerplayId: use.powerplayId,
              undoes: null,
              before: entry.picks,
              after: decided.picks,
            };
            return { ...decided, use: spent };
          },
        });
        await repo.updatePicks(trx, entry.id, outcome.picks, at);
        const saved: LotteryEntry = {
          id: entry.id,
          gameId: id,
          picks: outcome.picks,
          powerplays: outcome.inventory,
        };
        await publish(trx, playerTopic(userId), { type: 'lottery-entry', data: saved });
        return {
          picks: outcome.picks,
          powerplays: outcome.inventory,
          replaced: outcome.replaced,
          entry: saved,
        };
      });
    },

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

    /** Schedules a draw (operators only). */
    async schedule(actor: Actor, req: ScheduleGameRequest) {
      assertOperator(actor);
      const timings = {
        ballIntervalSeconds: req.ballIntervalSeconds,
        delaySeconds: req.delaySeconds,
        finalWindowSeconds: req.finalWindowSeconds,
      };
      const bad = checkTimings(timings);
      if (bad) throw new AppError(refusal(bad));
      // Custom tiers are checked against this game type (its picks), which the request schema cannot know;
      // stored by descending hits, like the seeded tables.
      const prizeTiers = req.prizeTiers && [...req.prizeTiers].sort((x, y) => y.hits - x.hits);
      const badTiers = prizeTiers && checkPrizeTiers(prizeTiers, gameTypeConfigs[req.gameType].picks);
      if (badTiers) throw new AppError(refusal(badTiers));
      const now = clock.now();
      const startAt = new Date(req.startAt);
      const pickDeadline = req.pickDeadline
        ? new Date(req.pickDeadline)
        : new Date(startAt.getTime() - gameTypeConfigs[req.gameType].pickDeadlineSeconds * 1000);
      if (startAt <= now || pickDeadline > startAt) throw new AppError('START_IN_PAST');
      const row = await db.transaction().execute(async (trx) => {
        const game = await insertGame(trx, {
          gameType: req.gameType,
          startAt,
          pickDeadline,
          ...timings,
          scheduledBy: `operator:${actor.id}`,
          prizeTiers,
        });
        if (game)
          await recordOperatorAction(trx, {
            operatorId: actor.id,
            action: 'lottery.game.scheduled',
            target: { type: 'lottery_game', id: game.id },
            after: {
              gameType: game.game_type,
              startAt: game.start_at.toISOString(),
              pickDeadline: game.pick_deadline.toISOString(),
              ...timings,
              prizeTiers: game.prize_tiers,
            },
          });
        return game;
      });
      if (!row) throw new AppError('GAME_SLOT_TAKEN');
      return toGame(row, []);
    },
  };
}
export type LotteryService = ReturnType<typeof lotteryService>;
