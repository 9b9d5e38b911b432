import type { SportsPicksResponse } from '@powerplay/contracts';
import { checkTeamPicks, contestTypeOf, playersRefusal, teamsOfMatches } from '@powerplay/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { PowerplaysService } from '../powerplays';
import { sportOfId, zonesOf } from './contest-types';
import { entryState, publishSportsEntry } from './entry-state';
import type { SportsRepo } from './repo';
import { domainMatchOf, playersOf } from './sports-views';

/** An entry's team picks: read, and saved in one transaction by its contest type's rules. */
export function sportsPicks(deps: {
  db: Kysely<DB>;
  repo: SportsRepo;
  clock: Clock;
  powerplays: PowerplaysService;
}) {
  const { db, repo, clock, powerplays } = deps;

  return {
    async picks(entryId: number, userId: number): Promise<SportsPicksResponse> {
      const entry = await repo.findEntry(entryId, userId);
      if (!entry) throw new AppError('SPORTS_ENTRY_NOT_FOUND');
      const zones = zonesOf(entry.zones);
      return Object.keys(zones).length > 0 ? { picks: entry.picks, zones } : { picks: entry.picks };
    },

    /**
     * Saves the player's picks (docs/rules/sports.md "Contest rules"): min..max distinct teams of the
     * game set; only teams of UNPLAYED matches may come or go — a pick on a match that has started stays
     * as it is. Refused once the contest is settled, and while it waits for players or is cancelled
     * (docs/rules/sports.md "Waiting For Players").
     */
    async savePicks(
      entryId: number,
      userId: number,
      teams: string[],
      zones?: Readonly<Record<string, number>>,
    ): Promise<SportsPicksResponse> {
      return db.transaction().execute(async (trx) => {
        // Locks in the feed's order (game set, then entries), so a save never deadlocks with the
        // transaction that finishes and settles the set. The share lock also holds off every feed update
        // of the set (each bumps its event number), so the match states read below stay true to commit.
        const found = await repo.findEntry(entryId, userId, trx);
        if (!found) throw new AppError('SPORTS_ENTRY_NOT_FOUND');
        const contest = await repo.findContest(found.contest_id, userId, trx);
        const gameSet = contest && (await repo.lockGameSetShared(trx, contest.game_set_id));
        const entry = gameSet && (await repo.lockEntry(trx, entryId, userId));
        if (!contest || !gameSet || !entry) throw new AppError('SPORTS_ENTRY_NOT_FOUND');
        if (gameSet.settled_at || contest.settled_at) throw new AppError('SPORTS_ACTION_UNAVAILABLE');
        const short = playersRefusal(playersOf(contest, clock.now()));
        if (short) throw new AppError(short);
        const matches = (await repo.matchesOf(gameSet.id, trx)).map(domainMatchOf);
        // A type with limits of its own picks as many teams as it says (docs/rules/sports.md "Other contest
        // types"); Chase the Ace and Blackjack as the contest says.
        const type = contestTypeOf(contest.rule);
        // A fantasy entry picks players (fantasy.ts), never teams.
        if (type.picksArePlayers) throw new AppError('SPORTS_ACTION_UNAVAILABLE');
        const { min, max } = type.limitsFixed
          ? type.limits
          : { min: contest.min_teams, max: contest.max_teams };
        const limits = { min, max };
        const refusal = checkTeamPicks(teams, entry.picks, matches, limits);
        if (refusal) throw new AppError(refusal, { params: limits });
        const countRefusal = type.countRefusal(teams.length);
        if (countRefusal) throw new AppError(countRefusal, { params: limits });
        // PowerLine: one team of every match (docs/rules/sports.md "NFL PowerLine").
        const lineRefusal = type.pickLine?.(teams, matches);
        if (lineRefusal) throw new AppError(lineRefusal, { params: limits });
        let placed: Record<string, number> | undefined;
        if (type.zones) {
          // Each team in one zone; a pick on a match that has started keeps the zone it had.
          const before = zonesOf(entry.zones);
          const teamsNow = teamsOfMatches(matches);
          const zoneOf = (key: string) =>
            entry.picks.includes(key) && teamsNow.get(key)?.match.status !== 'UNPLAYED'
              ? before[key]
              : zones?.[key];
          const chosen = teams.map(zoneOf);
          const zoneRefusal = type.zones.check(sportOfId(contest.sport_id), chosen);
          if (zoneRefusal) throw new AppError(zoneRefusal, { params: limits });
          placed = Object.fromEntries(teams.map((key, i) => [key, chosen[i]!]));
        }
        await repo.savePicks(trx, entryId, teams, clock.now(), placed);
        // The player's other pages (the live score page among them) hear it when, and only if, it commits.
        const state = entryState({ ...entry, picks: teams });
        await publishSportsEntry(trx, userId, entryId, state, await powerplays.inventory(entryId, trx));
        return placed ? { picks: teams, zones: placed } : { picks: teams };
      });
    },
  };
}
