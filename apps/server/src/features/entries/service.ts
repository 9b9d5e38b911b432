import type { EntryFeedResponse, MessageCode } from '@powerplay/contracts';
import {
  checkAdmission,
  monthlyAllowance,
  monthOf,
  type AdmissionRefusal,
  type Eligibility,
  type Sport,
  type TerritoryRule,
} from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { MembershipService } from '../accounts';
import type { ResponsibleGamingService } from '../responsible-gaming';
import { entriesRepo, type ContestKind } from './repo';

// Every refusal the domain can give has its text in the catalogue (checked by the compiler).
const refusal = (code: AdmissionRefusal): MessageCode => code;

/** The contest a player asks to enter, with the rules that gate it. */
export interface ContestRef {
  kind: ContestKind;
  id: number;
  /** Sports contests count against the player's monthly allowance for their sport. */
  sport?: Sport | null;
  /** ALL / BASIC / ELITE / SUPER ELITE (or empty): the club rule by its intent. */
  eligibility?: Eligibility;
  territory?: { rule: TerritoryRule | null; game: string; region: (province: string) => string };
}

/**
 * A player's entry in any contest (docs/decisions/010). Taking one is the one check every contest goes
 * through — self-exclusion, entry limits, club eligibility, territory, the monthly allowance — under the
 * player's lock, so parallel entries can never pass a limit together.
 */
export function entriesService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  membership: MembershipService;
  rg: ResponsibleGamingService;
}) {
  const { db, clock, membership, rg } = deps;
  const repo = entriesRepo(db);

  /**
   * A sport's games this calendar month (New York time) as admission counts them: the allowance (null:
   * unlimited) and the entries not voided counted against it.
   */
  async function monthOfSport(userId: number, sport: Sport, at: number, q: Kysely<DB> | Transaction<DB>) {
    const month = monthOf(at);
    const allowance = monthlyAllowance(await membership.plans(userId, q), sport, at);
    const used = await repo.count(
      userId,
      new Date(month.start - 1),
      { sport, until: new Date(month.end), voided: false },
      q,
    );
    return { allowance, used };
  }

  return {
    /**
     * The player's entry in the contest: the existing one, or a new one once every rule allows it.
     * Runs in the caller's transaction (the contest's own rows are written in the same one).
     */
    async enter(
      trx: Transaction<DB>,
      userId: number,
      contest: ContestRef,
    ): Promise<{ id: number; created: boolean }> {
      const standing = await membership.lockPlayer(trx, userId);
      const existing = await repo.find(contest.kind, contest.id, userId, trx);
      if (existing) return { id: existing.id, created: false };

      await rg.assertCanEnter(trx, userId, (since) => repo.count(userId, since, {}, trx));
      const now = clock.now();
      const sport = contest.sport ?? null;
      let allowance: number | null | undefined;
      let usedThisMonth = 0;
      if (sport) ({ allowance, used: usedThisMonth } = await monthOfSport(userId, sport, now.getTime(), trx));
      const problem = checkAdmission({
        club: standing.club,
        eligibility: contest.eligibility,
        territory: contest.territory?.rule,
        home: standing.home,
        allowance,
        usedThisMonth,
      });
      if (problem) {
        const region = contest.territory?.region(standing.home.province) ?? '';
        throw new AppError(refusal(problem), { params: { game: contest.territory?.game ?? '', region } });
      }
      const row = await repo.insert(trx, {
        userId,
        kind: contest.kind,
        contestId: contest.id,
        sport,
        at: now,
      });
      return { id: row.id, created: true };
    },

    /**
     * Whether the player may take a new entry at all (self-exclusion, entry limits), checked under their
     * lock in the caller's transaction: for joining a game whose entry comes later (a draw among
     * friends, whose entry is the numbers picked on its page, where `enter` checks everything again).
     */
    async assertMayEnter(trx: Transaction<DB>, userId: number): Promise<void> {
      await membership.lockPlayer(trx, userId);
      await rg.assertCanEnter(trx, userId, (since) => repo.count(userId, since, {}, trx));
    },

    /**
     * Voids every entry of a cancelled contest, in the caller's transaction (docs/rules/sports.md "Waiting
     * For Players"): each entrant's monthly allowance is given back, as a voided entry is not counted. Entry
     * limits of responsible gaming still count it (the player did enter). Idempotent: an entry is voided once
     * (the database refuses a second time); answers the entries voided by this call. It takes no player's
     * lock: giving back only lowers what a concurrent entry would count.
     */
    voidContest(trx: Transaction<DB>, contest: Pick<ContestRef, 'kind' | 'id'>, at: Date) {
      return repo.voidContest(trx, contest.kind, contest.id, at);
    },

    /**
     * The player's games of each sport this month, before any pick (docs/rules/sports.md "Entries per
     * month"): the allowance (null: unlimited), those used, and those left — what `enter` will check.
     */
    async monthlyGames(userId: number, sports: readonly Sport[]) {
      const at = clock.now().getTime();
      return Promise.all(
        sports.map(async (sport) => {
          const { allowance, used } = await monthOfSport(userId, sport, at, db);
          return { sport, allowance, used, left: allowance === null ? null : Math.max(0, allowance - used) };
        }),
      );
    },

    /** Entries after an entry's id, oldest first (an integration reads them page by page). */
    async after(after: number, limit: number): Promise<EntryFeedResponse> {
      const rows = await repo.after(after, limit);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          kind: r.contest_kind,
          contestId: r.contest_id,
          playerId: r.user_id,
          createdAt: new Date(r.created_at).toISOString(),
          voidedAt: r.voided_at ? new Date(r.voided_at).toISOString() : null,
        })),
        next: rows.at(-1)?.id ?? after,
      };
    },

    /** A player's latest entries across every game (player care), with their count. */
    recent: (userId: number, limit: number) => repo.recent(userId, limit),
  };
}
export type EntriesService = ReturnType<typeof entriesService>;
