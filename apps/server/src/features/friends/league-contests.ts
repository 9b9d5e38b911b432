import { LEAGUE_MAX_MEMBERS } from '@powerplay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { NotificationsService } from '../notifications';
import type { FriendsGames, GameKind, GameRef } from './games';
import type { LeagueRepo } from './league-repo';
import type { FriendsRepo } from './repo';

/** A schedule's kind of game and its type there. */
export const scheduleType = (s: { sports_game_type_id: number | null; lottery_game_type: string | null }) =>
  s.sports_game_type_id !== null
    ? { kind: 'sports' as const, type: s.sports_game_type_id }
    : { kind: 'lottery' as const, type: s.lottery_game_type! };

/**
 * A league's recurring contests, made by the `league-contests` job: a private contest for the league's
 * members on every upcoming game of each active schedule's type.
 */
export function leagueContests(deps: {
  db: Kysely<DB>;
  repo: LeagueRepo;
  contests: FriendsRepo;
  games: FriendsGames;
  clock: Clock;
  /** Tells the members of a league contest made for them. */
  notify?: NotificationsService['notify'];
}) {
  const { db, repo, contests, games, clock, notify } = deps;

  return {
    /**
     * The league contests due now, as `scheduleId:kind:gameId`: each active schedule's upcoming games of
     * its type that have no league contest yet.
     */
    async dueLeagueContests(): Promise<string[]> {
      const schedules = (await repo.activeSchedules()).map((s) => ({ ...s, ...scheduleType(s) }));
      if (schedules.length === 0) return [];
      const upcoming: (GameRef & { type: number | string })[] = [];
      for (const kind of ['sports', 'lottery'] as GameKind[]) {
        const types = [...new Set(schedules.filter((s) => s.kind === kind).map((s) => s.type))];
        if (types.length > 0)
          for (const g of await games[kind].takingEntries({ types }))
            upcoming.push({ kind, id: g.id, type: g.type });
      }
      const made = await repo.scheduledGames(
        schedules.map((s) => s.id),
        upcoming,
      );
      return schedules.flatMap((s) =>
        upcoming
          .filter((g) => g.kind === s.kind && g.type === s.type)
          .map((g) => `${s.id}:${g.kind}:${g.id}`)
          .filter((key) => !made.has(key)),
      );
    },

    /** Creates one league contest (`scheduleId:kind:gameId`) with the league's members; once, whoever runs it. */
    async createLeagueContest(work: string): Promise<boolean> {
      const [scheduleText, kind, gameText] = work.split(':') as [string, GameKind, string];
      const scheduleId = Number(scheduleText);
      const schedule = (await repo.activeSchedules()).find((s) => s.id === scheduleId);
      if (!schedule) return false;
      // Read before the transaction: on the embedded database it holds the one connection.
      const { kind: scheduleKind, type } = scheduleType(schedule);
      const game = (await games[scheduleKind].typeTitle(type)) ?? '';
      return db.transaction().execute(async (trx) => {
        const league = await repo.lock(trx, schedule.league_id);
        if (!league) return false;
        const created = await contests.insertLeagueContest(trx, {
          name: league.name,
          game: { kind, id: Number(gameText) },
          commissionerId: league.commissioner_id,
          leagueId: league.id,
          season: schedule.season,
          scheduleId,
          size: LEAGUE_MAX_MEMBERS,
          at: clock.now(),
        });
        if (created === undefined) return false;
        const members = await contests.membersOf(created, trx);
        await notify?.(
          trx,
          {
            kind: 'league_contest',
            subject: `private-contest:${created}`,
            params: { league: league.name, game },
          },
          members.map((m) => ({ userId: m.user_id, link: `/private-contests/${created}` })),
        );
        return true;
      });
    },
  };
}
