import type {
  MessageCode,
  SportsEntry,
  SportsEntryEvent,
  SportsLiveMatch,
  SportsLiveScoreResponse,
  SportsPrizeRow,
  UseSportsPowerplayRequest,
} from '@powerplay/contracts';
import {
  applySportsPowerplay,
  contestOutcome,
  goalsSoFar,
  isContestTypeRule,
  isEligible,
  multiplierOf,
  myScore,
  playersRefusal,
  pickScores,
  prizeRowsWithin,
  sportsPowerplayIds,
  sportsPowerplayNames,
  sportZones,
  teamsOfMatches,
  type Club,
  type ContestTypeOutcome,
  type PowerplayUse,
  type PrizeRow,
  type SixthSkaterWindow,
  type SportsEntryState,
  type SportsPowerplayId,
  type SportsPowerplayRefusal,
} from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { inTransactionOnce } from '../../platform/idempotency';
import { playerTopic, publish } from '../../platform/live';
import type { PowerplaysService } from '../powerplays';
import { sportOfId, typedOutcome, zonesOf } from './contest-types';
import { contestOf, domainMatchOf, gameSetOf, matchOf, playersOf, type SportsRepo } from './repo';

type Db = Kysely<DB> | Transaction<DB>;

/** The signed-in player as the live score page needs them: who, and their club. */
export interface LivePlayer {
  id: number;
  club: Club;
}

/**
 * An entry's powerplay state as the domain reads it (docs/rules/sports.md "Sports powerplays"), from its row:
 * picks, my_score adjustments by team, locked teams and the number of teams added. Settlement reads
 * my_scores through this too, so the prize is paid on what the player saw.
 */
export function entryState(row: {
  picks: readonly string[];
  adjustments?: Readonly<Record<string, unknown>> | null;
  locked?: readonly string[] | null;
  added?: number | null;
  multipliers?: Readonly<Record<string, unknown>> | null;
  taken_back?: Readonly<Record<string, unknown>> | null;
  sixth_skater?: Readonly<Record<string, unknown>> | null;
  locked_at?: Readonly<Record<string, unknown>> | null;
}): SportsEntryState {
  const adjustments: Record<string, number> = {};
  for (const [key, n] of Object.entries(row.adjustments ?? {}))
    if (typeof n === 'number' && Number.isInteger(n) && n !== 0) adjustments[key] = n;
  // Double ×2 and Triple ×3 (docs/rules/sports.md "New powerplays"); anything else stored reads as ×1.
  const multipliers: Record<string, number> = {};
  for (const [key, n] of Object.entries(row.multipliers ?? {})) if (n === 2 || n === 3) multipliers[key] = n;
  // Goals No Goal took back, by team (their −1 is in the adjustments).
  const takenBack: Record<string, string[]> = {};
  for (const [key, ids] of Object.entries(row.taken_back ?? {}))
    if (Array.isArray(ids) && ids.length > 0) takenBack[key] = ids.map(String);
  // Lock outside Chase the Ace: the my_score each locked team keeps.
  const lockedAt: Record<string, number> = {};
  for (const [key, n] of Object.entries(row.locked_at ?? {}))
    if (typeof n === 'number' && Number.isInteger(n) && n >= 0) lockedAt[key] = n;
  // 6th Skater's windows by team: whole-number period and seconds into it.
  const sixthSkater: Record<string, SixthSkaterWindow[]> = {};
  for (const [key, ws] of Object.entries(row.sixth_skater ?? {})) {
    const windows = (Array.isArray(ws) ? ws : []).flatMap((w: unknown) => {
      const { period, from } = (w ?? {}) as Record<string, unknown>;
      return Number.isInteger(period) && Number.isInteger(from)
        ? [{ period: period as number, from: from as number }]
        : [];
    });
    if (windows.length > 0) sixthSkater[key] = windows;
  }
  return {
    picks: [...row.picks],
    adjustments,
    locked: [...(row.locked ?? [])],
    added: row.added ?? 0,
    multipliers,
    ...(Object.keys(takenBack).length > 0 ? { takenBack } : {}),
    ...(Object.keys(sixthSkater).length > 0 ? { sixthSkater } : {}),
    ...(Object.keys(lockedAt).length > 0 ? { lockedAt } : {}),
  };
}

/**
 * A Zones entry's placements after a powerplay changed its picks: kept teams keep their zones, a team
 * that took another's place in the pick order (Swap) takes its zone.
 */
export function zonesAfter(
  zones: Readonly<Record<string, number>>,
  before: readonly string[],
  after: readonly string[],
): Record<string, number> {
  const next: Record<string, number> = {};
  after.forEach((key, i) => {
    const zone =
      zones[key] ?? (before[i] !== undefined && !after.includes(before[i]) ? zones[before[i]] : undefined);
    if (zone !== undefined) next[key] = zone;
  });
  return next;
}

/** The state as the contracts carry it (plain arrays). */
const stateDto = (s: SportsEntryState) => ({
  picks: [...s.picks],
  adjustments: { ...s.adjustments },
  locked: [...s.locked],
  added: s.added,
  // Only once Double or Triple has been used: a state without them reads as before.
  ...(Object.keys(s.multipliers ?? {}).length > 0 ? { multipliers: { ...s.multipliers } } : {}),
  ...(s.sixthSkater && Object.keys(s.sixthSkater).length > 0
    ? {
        sixthSkater: Object.fromEntries(
          Object.entries(s.sixthSkater).map(([k, ws]) => [k, ws.map((w) => ({ ...w }))]),
        ),
      }
    : {}),
  ...(s.lockedAt && Object.keys(s.lockedAt).length > 0 ? { lockedAt: { ...s.lockedAt } } : {}),
});

/**
 * The side panel's order: the table of docs/rules/sports.md "Sports powerplays" (Increase … Add), then the
 * new powerplays (Double, Triple, No Goal, 6th Skater), then any other id of a custom kit.
 */
const panelOrder: readonly number[] = [
  sportsPowerplayIds.increase,
  sportsPowerplayIds.decrease,
  sportsPowerplayIds.refresh,
  sportsPowerplayIds.lock,
  sportsPowerplayIds.undo,
  sportsPowerplayIds.swap,
  sportsPowerplayIds.remove,
  sportsPowerplayIds.add,
  sportsPowerplayIds.double,
  sportsPowerplayIds.triple,
  sportsPowerplayIds.noGoal,
  sportsPowerplayIds.sixthSkater,
];

/** The entry's inventory with the powerplays' names (powerplay_id, name, amount_available). */
export function powerplayStock(inventory: Readonly<Record<number, number>>) {
  const rank = (id: number) => {
    const i = panelOrder.indexOf(id);
    return i === -1 ? panelOrder.length + id : i;
  };
  return Object.entries(inventory)
    .map(([id, remaining]) => ({
      powerplayId: Number(id),
      name: sportsPowerplayNames[Number(id) as SportsPowerplayId] ?? `Powerplay ${id}`,
      remaining,
    }))
    .sort((a, b) => rank(a.powerplayId) - rank(b.powerplayId));
}

/**
 * Tells every page the player has open what their entry is now (`sports-entry` on the player's topic),
 * inside the transaction that changed it: heard when, and only if, it commits.
 */
export async function publishSportsEntry(
  trx: Transaction<DB>,
  userId: number,
  entryId: number,
  state: SportsEntryState,
  inventory: Readonly<Record<number, number>>,
) {
  const data: SportsEntryEvent = { entryId, state: stateDto(state), powerplays: powerplayStock(inventory) };
  await publish(trx, playerTopic(userId), { type: 'sports-entry', data });
}

// Every refusal the domain can give has its text in the catalogue (checked by the compiler).
const refusal = (code: SportsPowerplayRefusal): MessageCode => code;

const toDomainRow = (r: SportsPrizeRow): PrizeRow => ({
  noOfTeam: r.teams,
  kind: r.kind,
  amount: r.amount,
  ...(r.description !== null ? { description: r.description } : {}),
  ...(r.retailValueCents !== null ? { retailValueCents: r.retailValueCents } : {}),
});

/**
 * The live score page (docs/rules/sports.md "Sports powerplays"): one entry's
 * standing — its matches with the player's my_score, holdings and locks per side, the prize it plays for,
 * its powerplays — and the powerplays themselves, each used in one transaction.
 */
export function sportsLiveService(deps: {
  db: Kysely<DB>;
  repo: SportsRepo;
  clock: Clock;
  powerplays: PowerplaysService;
}) {
  const { db, repo, clock, powerplays } = deps;

  /**
   * The live figures of High 5, Zones, Pick 5 and Brackets (docs/rules/sports.md "Other contest types"): the
   * result, the row played for, the headline, and each type's own figures.
   */
  function typedMeta(o: ContestTypeOutcome, grid: readonly SportsPrizeRow[]) {
    const base = {
      result: o.result,
      prize: (o.rowKey !== undefined && grid.find((r) => r.teams === o.rowKey)) || null,
      ones: 0,
      total: 0,
      pointTotal: 0,
      bust: false,
      contestType: o.rule,
      headline: { code: o.headline.code, params: { ...o.headline.params } },
    };
    switch (o.rule) {
      case 'high5':
        return { ...base, total: o.total, next: o.next?.noOfTeam ?? null, toNext: o.toNext ?? null };
      case 'zones':
        return { ...base, hits: o.hits, placed: o.placed, inZone: [...o.inZone] };
      case 'pick5':
        return { ...base, hand: o.hand, cards: [...o.cards] };
      case 'brackets':
        return { ...base, bracket: o.bracket ?? null };
    }
  }

  /** The player's other sports entries, oldest start first (the page's arrows). */
  function siblings(userId: number, entryId: number, q: Db) {
    return q
      .selectFrom('sports_entries as e')
      .innerJoin('sports_contests as c', 'c.id', 'e.contest_id')
      .innerJoin('sports_game_sets as g', 'g.id', 'c.game_set_id')
      .select(['e.id', 'g.start_at'])
      .where('e.user_id', '=', userId)
      .where('e.id', '<>', entryId)
      .orderBy('g.start_at')
      .orderBy('e.id')
      .execute();
  }

  /** The standing of one of the player's entries, read through `q` (a snapshot, or the use's transaction). */
  async function standing(entryId: number, player: LivePlayer, q: Db): Promise<SportsLiveScoreResponse> {
    const row = await repo.findEntry(entryId, player.id, q);
    if (!row) throw new AppError('SPORTS_ENTRY_NOT_FOUND');
    const contest = await repo.findContest(row.contest_id, player.id, q);
    const gameSet = contest && (await repo.findGameSet(contest.game_set_id, q));
    if (!contest || !gameSet) throw new AppError('SPORTS_ENTRY_NOT_FOUND');
    const [matchRows, grid, inventory, others] = await Promise.all([
      repo.matchesOf(gameSet.id, q),
      repo.prizeRows(contest.id, q),
      powerplays.inventory(entryId, q),
      siblings(player.id, entryId, q),
    ]);
    const state = entryState(row);
    const matches = matchRows.map(domainMatchOf);
    const teams = teamsOfMatches(matches);
    const side = (key: string) => {
      const team = teams.get(key)!;
      return {
        held: state.picks.includes(key),
        locked: state.locked.includes(key),
        myScore: myScore(state, team),
        // Double / Triple on this team (already counted in myScore).
        ...(multiplierOf(state, key) !== 1 ? { multiplier: multiplierOf(state, key) } : {}),
      };
    };
    const live: SportsLiveMatch[] = matchRows.map((m, i) => {
      const match = matchOf(m);
      const mine = { home: side(match.home.pickKey), away: side(match.away.pickKey) };
      // A simulated hockey match: its goals so far, for the page to count 6th Skater's goals as we do.
      const goals = matches[i]!.goals
        ? [...goalsSoFar(teams.get(match.home.pickKey)!), ...goalsSoFar(teams.get(match.away.pickKey)!)]
            .sort((a, b) => a.period - b.period || a.second - b.second)
            .map((g) => ({ ...g }))
        : undefined;
      return { ...match, mine, ...(goals ? { goals } : {}) };
    });

    const settled = contest.settled_at !== null || gameSet.settled_at !== null;
    const rule = isContestTypeRule(contest.rule) ? contest.rule : undefined;
    const typed = rule
      ? typedOutcome(rule, {
          sport: sportOfId(contest.sport_id),
          state,
          matches,
          zones: zonesOf(row.zones),
          finished: settled,
          grid: grid.map(toDomainRow),
        })
      : undefined;
    const outcome = contestOutcome(
      contest.rule === 'blackjack' ? 'blackjack' : 'chase_the_ace',
      pickScores(state, matches).map((s) => s.myScore),
      settled,
      grid.map(toDomainRow),
    );
    const limits = { min: contest.min_teams, max: contest.max_teams };
    // A contest type's rows are keyed by its own measure: every row is in play.
    const within = new Set(
      (rule ? grid.map(toDomainRow) : prizeRowsWithin(grid.map(toDomainRow), limits)).map((r) => r.noOfTeam),
    );
    const entry: SportsEntry = {
      id: row.id,
      contest: contestOf(contest, clock.now()),
      picks: [...row.picks],
      hasPicks: row.picks.length > 0,
      matchStarted: matches.some((m) => m.status !== 'UNPLAYED'),
      result: row.result,
      wonAmount: Number(row.won_amount),
      createdAt: row.created_at.toISOString(),
    };
    return {
      entry,
      state: stateDto(state),
      gameSet: gameSetOf(gameSet),
      matches: live,
      prizes: grid.filter((r) => within.has(r.teams)),
      powerplays: powerplayStock(inventory),
      meta: {
        picksCount: state.picks.length,
        gameStatus: gameSet.status,
        canPlay: isEligible(player.club, contest.eligibility),
        club: player.club,
        ...(typed
          ? { ...typedMeta(typed, grid), zones: rule === 'zones' ? zonesOf(row.zones) : undefined }
          : {
              result: outcome.result,
              prize: (outcome.prize && grid.find((r) => r.teams === outcome.prize!.noOfTeam)) ?? null,
              ones: outcome.ones,
              total: outcome.total,
              pointTotal: outcome.pointTotal,
              bust: outcome.bust,
            }),
      },
      siblings: others.map((o) => ({ id: o.id, startAt: o.start_at.toISOString() })),
    };
  }

  return {
    /** `GET /api/sports/entries/:id/live`: read in one snapshot, so every part agrees with the others. */
    live(entryId: number, player: LivePlayer): Promise<SportsLiveScoreResponse> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((trx) => standing(entryId, player, trx));
    },

    /**
     * Uses one powerplay (docs/rules/sports.md "Sports powerplays") in one transaction: the game set under a
     * share lock, then the entry under an update lock — the order the feed and picks-saving take, so a use
     * never deadlocks with settlement, and the set's match states stay as read until commit (each feed update
     * bumps the set's row). Refused once settled, or when the player's club cannot play this entry
     * (docs/rules/sports.md "Access by club"); otherwise the domain decides, the entry's state and inventory
     * change together, the use is logged (Undo reads the log), and the player's pages hear it. With an
     * `Idempotency-Key`, a retry of the same request gets the first answer and spends nothing more.
     */
    async usePowerplay(
      entryId: number,
      player: LivePlayer,
      req: UseSportsPowerplayRequest,
      idempotencyKey?: string,
    ): Promise<SportsLiveScoreResponse> {
      return inTransactionOnce(
        db,
        clock,
        { userId: player.id, scope: `sports-powerplay:${entryId}`, key: idempotencyKey, body: req },
        (trx) => useIn(trx, entryId, player, req),
      );
    },
  };

  async function useIn(
    trx: Transaction<DB>,
    entryId: number,
    player: LivePlayer,
    req: UseSportsPowerplayRequest,
  ): Promise<SportsLiveScoreResponse> {
    const found = await repo.findEntry(entryId, player.id, trx);
    if (!found) throw new AppError('SPORTS_ENTRY_NOT_FOUND');
    const contest = await repo.findContest(found.contest_id, player.id, trx);
    const gameSet = contest && (await repo.lockGameSetShared(trx, contest.game_set_id));
    const row = gameSet && (await repo.lockEntry(trx, entryId, player.id));
    if (!contest || !gameSet || !row) throw new AppError('SPORTS_ENTRY_NOT_FOUND');
    if (gameSet.settled_at || contest.settled_at) throw new AppError('SPORTS_ACTION_UNAVAILABLE');
    // docs/rules/sports.md "Waiting For Players": nothing is played in a contest short of its minimum, or
    // cancelled.
    const short = playersRefusal(playersOf(contest, clock.now()));
    if (short) throw new AppError(short);
    if (!isEligible(player.club, contest.eligibility)) throw new AppError('SPORTS_SUBSCRIPTION_NEEDED');

    // Hockey's No Goal and 6th Skater read the clock and the goals (docs/rules/sports.md "New powerplays").
    const matches = (await repo.matchesOf(gameSet.id, trx)).map(domainMatchOf);
    const state = entryState(row);
    const limits = { min: contest.min_teams, max: contest.max_teams };
    const at = clock.now();
    // docs/rules/sports.md "New powerplays": Lock outside Chase the Ace keeps the current my_score; in Zones
    // only while the score is inside the team's zone.
    const sport = sportOfId(contest.sport_id);
    const lockRules = isContestTypeRule(contest.rule)
      ? {
          lockKeeps: 'current' as const,
          ...(contest.rule === 'zones'
            ? {
                zones: Object.fromEntries(
                  Object.entries(zonesOf(row.zones)).flatMap(([key, i]) => {
                    const zone = sportZones[sport][i];
                    return zone ? [[key, zone]] : [];
                  }),
                ),
              }
            : {}),
        }
      : {};
    const outcome = await powerplays.spend(trx, {
      entryId,
      at,
      context: { team: req.team ?? null, replacement: req.replacement ?? null },
      usedUp: 'SPORTS_POWERPLAY_USED_UP',
      decide: ({
        inventory,
        log,
      }: {
        inventory: Record<number, number>;
        log: PowerplayUse<SportsEntryState>[];
      }) => {
        const decided = applySportsPowerplay({ state, matches, inventory, limits, log, ...lockRules }, req);
        if (typeof decided === 'string') throw new AppError(refusal(decided), { params: limits });
        return decided;
      },
    });
    // Zones: a team that replaces another (Swap) takes its zone; a team no longer held leaves its zone.
    const zones =
      contest.rule === 'zones' ? zonesAfter(zonesOf(row.zones), state.picks, outcome.state.picks) : undefined;
    await trx
      .updateTable('sports_entries')
      .set({
        picks: [...outcome.state.picks],
        adjustments: JSON.stringify(outcome.state.adjustments),
        locked: [...outcome.state.locked],
        added: outcome.state.added,
        multipliers: JSON.stringify(outcome.state.multipliers ?? {}),
        taken_back: JSON.stringify(outcome.state.takenBack ?? {}),
        sixth_skater: JSON.stringify(outcome.state.sixthSkater ?? {}),
        locked_at: JSON.stringify(outcome.state.lockedAt ?? {}),
        ...(zones ? { zones: JSON.stringify(zones) } : {}),
        updated_at: at,
      })
      .where('id', '=', entryId)
      .execute();
    await publishSportsEntry(trx, player.id, entryId, outcome.state, outcome.inventory);
    return standing(entryId, player, trx);
  }
}

export type SportsLiveService = ReturnType<typeof sportsLiveService>;
