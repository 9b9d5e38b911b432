import { sportNameOf, sportsLedgerName } from '@powerplay/contracts';
import type {
  ContestResponse,
  ContestsResponse,
  GameSetMatchesResponse,
  SportsEntry,
  SportsGameSetLiveEvent,
  SportsResponse,
  SportsRulesResponse,
} from '@powerplay/contracts';
import { entriesOpen } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { ContentService } from '../content';
import type { EntriesService } from '../entries';
import type { PowerplaysService } from '../powerplays';
import { kitOf, sportSlugs } from './contest-types';
import { publishContestChanged } from './events';
import { sportsPicks } from './picks';
import type { ContestRow, SportsRepo } from './repo';
import { contestOf, gameSetOf, matchOf } from './sports-views';
import { entryPage } from './entry-page';

/**
 * Sports contests for players (docs/rules/sports.md "Data"): sports and game types, contests with
 * their prize grids, entering (through the entries registry: self-exclusion, limits, club, monthly
 * allowance) and picks (picks.ts). Each use case is one transaction. The live feed and settlement are feed.ts and
 * settlement.ts.
 */
export function sportsService(deps: {
  db: Kysely<DB>;
  repo: SportsRepo;
  clock: Clock;
  entries: EntriesService;
  powerplays: PowerplaysService;
  content: ContentService;
}) {
  const { db, repo, clock, entries, powerplays, content } = deps;

  function entryView(
    row: Awaited<ReturnType<SportsRepo['myEntries']>>[number],
    contest: ContestRow,
  ): SportsEntry {
    return {
      id: row.id,
      contest: contestOf(contest, clock.now()),
      picks: row.picks,
      hasPicks: row.picks.length > 0,
      matchStarted: row.match_started,
      result: row.result,
      wonAmount: Number(row.won_amount),
      createdAt: row.created_at.toISOString(),
    };
  }

  async function myEntries(userId: number, q: Kysely<DB> | Transaction<DB> = db): Promise<SportsEntry[]> {
    const rows = await repo.myEntries(userId, q);
    const contests = new Map(
      (await repo.contestsByIds([...new Set(rows.map((r) => r.contest_id))], userId, q)).map((c) => [
        c.id,
        c,
      ]),
    );
    return rows.map((r) => entryView(r, contests.get(r.contest_id)!));
  }

  /**
   * `enter`'s work in the caller's transaction; an entry the player already holds is answered as it is
   * (`created` false).
   */
  async function enterIn(
    trx: Transaction<DB>,
    contestId: number,
    userId: number,
  ): Promise<{ entry: SportsEntry; created: boolean }> {
    // The game set's share lock first, then the contest as it stands under it: the feed cannot start
    // its first match before this commits, and a contest cancelled at its lock (by a process whose
    // clock got there first) is seen closed.
    const gameSet = await repo.lockGameSetOfContest(trx, contestId);
    const contest = gameSet && (await repo.findContest(contestId, userId, trx));
    if (!gameSet || !contest) throw new AppError('SPORTS_CONTEST_NOT_FOUND');
    if (gameSet.status === 'FINISHED' || gameSet.settled_at || contest.settled_at)
      throw new AppError('SPORTS_CONTEST_CLOSED');
    if (
      !entriesOpen({ status: gameSet.status, startAt: gameSet.start_at.getTime() }, clock.now().getTime()) ||
      contest.cancelled_at !== null
    )
      throw new AppError('SPORTS_ENTRIES_CLOSED');
    const entry = await entries.enter(trx, userId, {
      kind: 'sports',
      id: contestId,
      sport: sportSlugs[contest.sport_id as keyof typeof sportSlugs] ?? null,
      eligibility: contest.restriction === 'ENTRY' ? contest.eligibility : 'ALL',
    });
    if (!entry.created) {
      const held = await repo.findEntry(entry.id, userId, trx);
      return { entry: entryView({ ...held!, match_started: false }, contest), created: false };
    }
    const now = clock.now();
    const row = await repo.insertEntry(trx, { id: entry.id, contestId, userId, now });
    await powerplays.grantKit(trx, entry.id, kitOf(contest.powerplay_kit, contest.rule, contest.sport_id));
    // Its entries count changed: every process's lobby and contest reads rebuild it.
    await publishContestChanged(trx, contestId, contest.sport_id);
    // The answer from what this transaction read and wrote, not a read-back: the contest counts the
    // new entry, and no match has started (the set's share lock is held).
    const view = entryView(
      { ...row, match_started: false },
      { ...contest, entries: contest.entries + 1, my_entry_id: entry.id },
    );
    return { entry: view, created: true };
  }

  return {
    /** The contests whose game set starts after `from`, up to `to`: each entry's player and live page. */
    async startingSoon(from: Date, to: Date) {
      return (await repo.startingBetween(from, to)).map((c) => ({
        subject: `sports:${c.id}`,
        game: `${c.name} · ${c.title}`,
        recipients: c.entries.map((e) => ({ userId: e.user_id, link: entryPage(c.layout, e.id) })),
      }));
    },

    async sports(): Promise<SportsResponse> {
      return { sports: await repo.sports() };
    },

    async contests(sportId: number, userId: number | null): Promise<ContestsResponse> {
      if (!(await repo.findSport(sportId))) throw new AppError('SPORTS_SPORT_NOT_FOUND');
      const now = clock.now();
      const rows = await repo.openContests(sportId, userId);
      return { contests: rows.map((r) => contestOf(r, now)) };
    },

    async contest(id: number, userId: number | null): Promise<ContestResponse> {
      const row = await repo.findContest(id, userId);
      if (!row) throw new AppError('SPORTS_CONTEST_NOT_FOUND');
      const gameSet = await repo.findGameSet(row.game_set_id);
      return {
        contest: contestOf(row, clock.now()),
        prizes: await repo.prizeRows(id),
        gameSet: gameSetOf(gameSet!),
      };
    },

    async rules(gameTypeId: number): Promise<SportsRulesResponse> {
      const type = await repo.findGameType(gameTypeId);
      if (!type) throw new AppError('SPORTS_GAME_TYPE_NOT_FOUND');
      // The content feature's page (operators edit it; its rich text comes out sanitised).
      const page = await content.findPage(type.rules_slug);
      return { rules: (page?.blocks ?? []).map((b) => ({ title: b.heading, html: b.html })) };
    },

    async matches(gameSetId: number): Promise<GameSetMatchesResponse> {
      const gameSet = await repo.findGameSet(gameSetId);
      if (!gameSet) throw new AppError('SPORTS_GAME_SET_NOT_FOUND');
      const matches = await repo.matchesOf(gameSetId);
      return { gameSet: gameSetOf(gameSet), matches: matches.map(matchOf) };
    },

    /**
     * Enters the player in a contest: one entry per player and contest (a second is refused with
     * "Something is wrong"), the club checked only when the restriction is ENTRY, the monthly allowance
     * of the contest's sport, never once the game set is final. The entry gets the contest's kit.
     */
    async enter(contestId: number, userId: number): Promise<SportsEntry> {
      return db.transaction().execute(async (trx) => {
        const { entry, created } = await enterIn(trx, contestId, userId);
        if (!created) throw new AppError('SPORTS_ALREADY_ENTERED');
        return entry;
      });
    },

    /**
     * The player's entry in the contest, in the caller's transaction: the one they hold, or a new one
     * under every rule of `enter` (a private contest among friends enters its creator and its members
     * with it). Refused as `enter` is once entries are closed.
     */
    async entryIn(trx: Transaction<DB>, contestId: number, userId: number) {
      const { entry, created } = await enterIn(trx, contestId, userId);
      return { id: entry.id, created };
    },

    myEntries: (userId: number) => myEntries(userId),

    /** A game type a league can play every time it is on (one with a rule), named "Baseball · High 5". */
    async playableGameType(id: number): Promise<{ id: number; title: string } | undefined> {
      const type = await repo.findGameType(id);
      if (!type?.rule) return undefined;
      return { id, title: `${sportNameOf(type.sport_id)} · ${type.name}` };
    },

    /** The contests of these game types (or these contests) still taking entries now. */
    contestsTakingEntries: (
      of: { gameTypeIds: readonly number[] } | { contestIds: readonly number[] },
      trx?: Transaction<DB>,
    ) => repo.contestsTakingEntries(of, clock.now(), trx),

    /** Contests named as their ledger lines name them, by id (player care names a player's entries). */
    async contestNames(ids: number[], userId: number): Promise<Map<number, string>> {
      const named = (await repo.contestsByIds(ids, userId)).map((r) => contestOf(r, clock.now()));
      return new Map(
        named.map((c) => [
          c.id,
          sportsLedgerName({ ...c, sport: sportNameOf(c.sportId), gameType: c.gameTypeName }),
        ]),
      );
    },

    /** The player's games of every sport this month: the allowance, those used and those left. */
    monthlyGames: (userId: number) => entries.monthlyGames(userId, Object.values(sportSlugs)),

    /** The prize grids of every contest still to be played or live (the site-wide prize list), by contest. */
    openPrizeGrids: () => repo.openPrizeRows(),

    ...sportsPicks({ db, repo, clock, powerplays }),

    /**
     * The game set's live topic as a watcher is told it (the hub's loader): every match's current state,
     * the set's status, and the settlement once settled. Undefined: no such game set.
     *
     * Match events carry the set's event numbers: the most recently changed match gets `event_seq`, the
     * one before it `event_seq - 1`, and so on. Every publish bumps `event_seq`, so the matches that
     * changed after a client's Last-Event-ID are among the last ones and all get an id above it. Where
     * the set has had fewer events than matches, the matches never changed get ids between 0 and 1:
     * sent to a client that starts from the beginning, and known already to one that resumes.
     */
    async replay(gameSetId: number): Promise<(SportsGameSetLiveEvent & { id?: number })[] | undefined> {
      const gameSet = await repo.findGameSet(gameSetId);
      if (!gameSet) return undefined;
      const matches = await repo.matchesByChange(gameSetId);
      // Read after the matches, so the set's event number and status are never older than them.
      const current = (await repo.findGameSet(gameSetId)) ?? gameSet;
      const seq = current.event_seq;
      const n = matches.length;
      const events: (SportsGameSetLiveEvent & { id?: number })[] = matches.map((m, i) => {
        const id = seq - (n - 1 - i);
        return { type: 'match', id: id >= 1 ? id : (i + 1) / (n + 1), data: matchOf(m) };
      });
      events.push({ type: 'status', data: { status: current.status } });
      if (current.settled_at)
        events.push({ type: 'settled', data: { settledAt: current.settled_at.toISOString() } });
      return events;
    },
  };
}

export type SportsService = ReturnType<typeof sportsService>;
