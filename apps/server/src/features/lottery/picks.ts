import {
  pickCountMessageCode,
  provincesByCountry,
  type Inventory,
  type LotteryEntry,
  type MessageCode,
} from '@powerplay/contracts';
import {
  checkPicks,
  defaultKit,
  elite8WeekOf,
  skillQuestion,
  gameTypeConfigs,
  type GameType,
  type PickRefusal,
  type PowerplayRefusal,
} from '@powerplay/domain';
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { outboxWriteComing, playerTopic, publish } from '../../platform/live';
import type { EntriesService } from '../entries';
import type { PowerplaysService } from '../powerplays';
import type { GameRow } from './game-view';
import type { LotteryRepo } from './repo';

// Every refusal the domain can give has its text in the catalogue (checked by the compiler).
export const refusal = (
  code: PickRefusal | PowerplayRefusal | 'TIMINGS_INVALID' | 'PRIZE_TIERS_INVALID',
): MessageCode => code;

/** A province's or state's name for the territory refusal ("… not open to residents of Quebec."). */
const regionName = (code: string) =>
  Object.values(provincesByCountry)
    .flat()
    .find((p) => p.code === code)?.name ?? code;

/** The lottery's kit view: its five powerplays, 0 for any not in the entry's inventory. */
export const lotteryInventory = (inv: Readonly<Record<number, number>>): Inventory => ({
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

/**
 * The player's Elite 8 skill-testing question for a draw week (docs/rules/lottery.md "Skill-testing
 * question"): one per player and week, the same at every load.
 */
export const elite8SkillQuestionOf = (weekKey: string, userId: number) =>
  skillQuestion(createHash('sha256').update(`elite8-skill:${weekKey}:${userId}`).digest());

/**
 * The skill-testing question a new entry of the player in this game answers, or null: only Elite 8's, and
 * only the player's first entry of the game's draw week (a draw belongs to the week its start falls in).
 */
export async function elite8QuestionFor(
  repo: LotteryRepo,
  game: Pick<GameRow, 'id' | 'game_type' | 'start_at'>,
  userId: number,
  q?: Transaction<DB>,
) {
  if (game.game_type !== 'elite8') return null;
  const week = elite8WeekOf(game.start_at.getTime());
  const entered = await repo.hasElite8EntryBetween(
    { userId, start: new Date(week.start), end: new Date(week.end), exceptGameId: game.id },
    q,
  );
  return entered ? null : elite8SkillQuestionOf(week.key, userId);
}

// A bound on the pick rules a process keeps (a few hundred bytes each); past it, it starts again.
const MAX_KNOWN_GAMES = 10_000;
/** The player's own event of a save: their entry as it now is, for their other pages. */
const ENTRY_EVENT = 'lottery-entry';

/** Saving a player's picks: the one-statement edit when the game's rules are known, else the full save. */
export function lotteryPicks(deps: {
  db: Kysely<DB>;
  repo: LotteryRepo;
  clock: Clock;
  entries: EntriesService;
  powerplays: PowerplaysService;
}) {
  const { db, repo, clock, entries, powerplays } = deps;
  // The pick rules of the games this process has saved picks for (they never change).
  const pickRules = new Map<number, PickRules>();
  const remember = (id: number, rules: PickRules) => {
    if (pickRules.size >= MAX_KNOWN_GAMES) pickRules.clear();
    pickRules.set(id, rules);
  };
  /** The player's new entry in the game, once every entry rule allows it (or the one a racing save made). */
  function enter(trx: Transaction<DB>, game: GameRow, userId: number) {
    const { name, territory } = gameTypeConfigs[game.game_type];
    return entries.enter(trx, userId, {
      kind: 'lottery',
      id: game.id,
      territory: territory && { rule: territory, game: name, region: regionName },
    });
  }
  /** Writes the player's picks: their entry as it now is. */
  async function writePicks(
    id: number,
    userId: number,
    numbers: number[],
    skillAnswer?: number,
  ): Promise<LotteryEntry> {
    // Most saves change the picks of an entry the player has: with the game's pick rules known, the
    // picks are checked here and the save is one statement (decision 031). Anything else — a new entry, a
    // game this process has not seen, a closed one — takes the full save, which tells which.
    const known = pickRules.get(id);
    if (known) {
      refusePicks(known, numbers);
      // The statement writes the player's event too: their other pages hear the entry once it commits.
      outboxWriteComing();
      const saved = await repo.editPicksAtOnce({
        gameId: id,
        userId,
        picks: numbers,
        now: clock.now(),
        inventoryOf: powerplays.inventoryOf,
        noPowerplays: NO_POWERPLAYS,
        event: { topic: playerTopic(userId).key, type: ENTRY_EVENT },
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
      if (entry.created) {
        // Elite 8's first entry of its week answers the skill-testing question, once every entry rule
        // has allowed it; a wrong or missing answer saves nothing (the transaction is rolled back).
        const question = await elite8QuestionFor(repo, game, userId, trx);
        if (question && skillAnswer !== question.answer) throw new AppError('ELITE8_SKILL_ANSWER_WRONG');
      }
      // Not edited: new, or made by a first save that committed while this one waited for the lock.
      if (!edited) await repo.savePicks(trx, { entryId: entry.id, gameId: id, userId, picks: numbers, now });
      if (entry.created) await powerplays.grantKit(trx, entry.id, defaultKit);
      const saved: LotteryEntry = {
        id: entry.id,
        gameId: id,
        picks: numbers,
        powerplays: lotteryInventory(entry.created ? defaultKit : await powerplays.inventory(entry.id, trx)),
      };
      await publish(trx, playerTopic(userId), { type: ENTRY_EVENT, data: saved });
      return saved;
    });
  }
  return { writePicks };
}
