/**
 * Playing with friends: a private contest's standings among its members and a league's points
 * (docs/rules/friends.md "Standings" and "League points"). Pure: the contest's own rule scores each
 * member; this orders them and turns places into league points.
 */

/** A member's result in a private contest: the score its contest type gave, and when they entered. */
export interface MemberResult {
  userId: number;
  /** Higher is better, whatever the contest type counts (matches, runs, fantasy points). */
  score: number;
  /** When the entry was made (epoch ms): the earlier entry ranks first among equal scores. */
  enteredAt: number;
}

export interface Standing extends MemberResult {
  /** 1 + the members with a strictly better score: equal scores share a place. */
  place: number;
}

/**
 * The standings' order: the better score first, then the earlier entry, then the lower user id. A total
 * order on members (a member is in a contest once), so every page lists them the same way.
 */
export function compareResults(a: MemberResult, b: MemberResult): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.enteredAt !== b.enteredAt) return a.enteredAt - b.enteredAt;
  return a.userId - b.userId;
}

/** The members in standings order, each with their place. */
export function standings(results: readonly MemberResult[]): Standing[] {
  const ordered = [...results].sort(compareResults);
  let place = 1;
  return ordered.map((r, i) => {
    if (i > 0 && r.score !== ordered[i - 1]!.score) place = i + 1;
    return { ...r, place };
  });
}

/** League points by place: 10, 7, 5, 3, 1 for the first five places, 1 for taking part. */
export const LEAGUE_POINTS_BY_PLACE = [10, 7, 5, 3, 1] as const;
export const TAKING_PART_POINTS = 1;

/** A place's league points; a shared place earns the points of the place it shares (the higher figure). */
export function leaguePointsForPlace(place: number): number {
  return LEAGUE_POINTS_BY_PLACE[place - 1] ?? TAKING_PART_POINTS;
}

/** Each member's league points from one settled contest. */
export function contestLeaguePoints(results: readonly MemberResult[]): Map<number, number> {
  return new Map(standings(results).map((s) => [s.userId, leaguePointsForPlace(s.place)]));
}

export interface SeasonRow {
  userId: number;
  points: number;
  /** Contests this member took part in this season. */
  contests: number;
  /** Contests this member finished first in (a shared first included). */
  firsts: number;
}

/**
 * A season's leaderboard: each member's points summed over the season's settled contests, the most
 * points first, then the most firsts, then the most contests, then the lower user id (a total order).
 * Members who took part in none are listed with 0; a player no longer a member is not listed, though
 * their results placed the others in the contests they played.
 */
export function seasonLeaderboard(
  members: readonly number[],
  contests: readonly (readonly MemberResult[])[],
): SeasonRow[] {
  const rows = new Map<number, SeasonRow>(
    members.map((userId) => [userId, { userId, points: 0, contests: 0, firsts: 0 }]),
  );
  for (const contest of contests) {
    for (const s of standings(contest)) {
      const row = rows.get(s.userId);
      if (!row) continue;
      row.points += leaguePointsForPlace(s.place);
      row.contests += 1;
      if (s.place === 1) row.firsts += 1;
    }
  }
  return [...rows.values()].sort(
    (a, b) => b.points - a.points || b.firsts - a.firsts || b.contests - a.contests || a.userId - b.userId,
  );
}
