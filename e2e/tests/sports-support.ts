// Helpers of the sports journeys (sports-*.spec.ts, livescore*.spec.ts): a game set of the journey's own,
// started on demand by the operator, its contests, the lobby row of one of them, and waiting for the
// set's status on the real timeline.
import type {
  ContestsResponse,
  GameSetMatchesResponse,
  SportsContest,
  SportsFeedStateResponse,
  SportsGameSet,
} from '@powerplay/contracts';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bearer, operatorToken } from './lottery-support';
import { SPORTS_START_LEAD_SECONDS } from '../server-settings';

export const HOCKEY = 1;
export const BASEBALL = 2;
export const BASKETBALL = 3;
export const FOOTBALL = 4;
export type League = 'baseball' | 'hockey' | 'football';
export type Match = GameSetMatchesResponse['matches'][number];

const sportOf = (league: League) => ({ baseball: BASEBALL, hockey: HOCKEY, football: FOOTBALL })[league];

export interface OwnGameSet {
  gameSetId: number;
  league: League;
  /** Epoch ms of the set's start (a whole minute): the replay (or simulation) drives it from then on. */
  startAt: number;
  matches: Match[];
  /** The demo contests the server gives the set (baseball: Chase the Ace and Blackjack; hockey: Chase the Ace). */
  contests: SportsContest[];
}

export interface OwnGameSetOptions {
  league?: League;
  /**
   * How far away the start must be at least, in ms: the time the journey needs before the first pitch.
   * The nearest (and the default): just over the minute the server asks for.
   */
  leadMs?: number;
  /** Whether the set's matches suit the journey (a day's slate varies); else the next minute is tried. */
  accept?: (matches: Match[]) => boolean;
  /** The operator's token (one is signed in when absent). */
  token?: string;
  /**
   * How many minutes to try (default 10). A rarer slate (a doubleheader: 2 of the 7 replayed days) needs
   * more; such a search should use a lead of its own, clear of the other journeys' minutes.
   */
  tries?: number;
}

/** The server starts a set at least its lead away; a little more for the request's way there. */
const NEAREST_MS = SPORTS_START_LEAD_SECONDS * 1000 + 2_000;

/**
 * The lead of a set whose journey never waits for its start (it enters, picks, adds contests or drives
 * matches before it): well past the journey, and clear of the nearest minutes, which the journeys that
 * do wait for a start need (one set of a league a minute: crowded near minutes push their start on). A
 * set that starts after the run also leaves the feed nothing to replay meanwhile.
 */
export const UNHURRIED_MS = 10 * 60_000;

/**
 * A game set of this journey's own, started on demand by the operator (`POST /api/operator/sports/
 * game-sets`: baseball a real 2019 day replayed, hockey a simulated night, each with the demo contests)
 * on the first free whole minute at least `leadMs` from now. Nobody else's journey enters or drives it,
 * and nothing waits for a demo slot. A minute where a set of the league already starts (a demo slot or
 * another journey's set: 409) is skipped.
 */
export async function ownGameSet(
  request: APIRequestContext,
  { league = 'baseball', leadMs = NEAREST_MS, accept, token, tries: maxTries = 10 }: OwnGameSetOptions = {},
): Promise<OwnGameSet> {
  const operator = token ?? (await operatorToken());
  let minute = Math.ceil((Date.now() + Math.max(leadMs, NEAREST_MS)) / 60_000);
  for (let tries = 0; tries < maxTries; tries++, minute++) {
    // Never nearer than the server allows (a few tries may have passed a minute).
    minute = Math.max(minute, Math.ceil((Date.now() + NEAREST_MS) / 60_000));
    const created = await request.post('/api/operator/sports/game-sets', {
      headers: bearer(operator),
      data: { league, startAt: new Date(minute * 60_000).toISOString() },
    });
    if (created.status() === 409) continue; // a set of the league starts then
    // The minute came nearer than a minute away while the request was on its way: the next one.
    if (created.status() === 400 && (await created.text()).includes('SPORTS_GAME_SET_START_INVALID'))
      continue;
    expect(created.status(), await created.text()).toBe(201);
    const { gameSetId } = (await created.json()) as { gameSetId: number };
    const { matches } = await gameSetMatches(request, gameSetId);
    if (accept && !accept(matches)) continue;
    const list = (await (
      await request.get(`/api/sports/${sportOf(league)}/contests`)
    ).json()) as ContestsResponse;
    const contests = list.contests.filter((c) => c.gameSetId === gameSetId);
    expect(contests.length, 'the set has its demo contests').toBeGreaterThan(0);
    return { gameSetId, league, startAt: minute * 60_000, matches, contests };
  }
  throw new Error(`no free ${league} minute suited the journey`);
}

/**
 * Sets the test's timeout to what the journey needs (`journeyMs`, its own steps) plus the wait until the
 * set starts: a set skipped past a taken minute starts a minute later, and the timeout follows it.
 */
export function allowUntilStart(set: Pick<OwnGameSet, 'startAt'>, journeyMs: number): void {
  test.setTimeout(journeyMs + Math.max(0, set.startAt - Date.now()));
}

/** The set's contest of a rule (its demo Chase the Ace or Baseball Blackjack). */
export function contestOf(set: OwnGameSet, rule: SportsContest['rule']): SportsContest {
  const contest = set.contests.find((c) => c.rule === rule);
  expect(contest, `the ${set.league} set has a ${rule} contest`).toBeTruthy();
  return contest!;
}

/** A basketball game set of the journey's own (its contests take entries until it starts). */
export async function openBasketballSet(request: APIRequestContext, token: string): Promise<number> {
  let minute = Math.ceil((Date.now() + SPORTS_START_LEAD_SECONDS * 1000 + 5 * 60_000) / 60_000);
  for (let tries = 0; tries < 10; tries++, minute++) {
    const created = await request.post('/api/operator/sports/game-sets', {
      headers: bearer(token),
      data: { league: 'basketball', startAt: new Date(minute * 60_000).toISOString() },
    });
    if (created.status() === 409) continue; // a set of the league starts then
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { gameSetId: number }).gameSetId;
  }
  throw new Error('no free basketball minute');
}

export async function gameSetMatches(
  request: APIRequestContext,
  gameSetId: number,
): Promise<GameSetMatchesResponse> {
  const response = await request.get(`/api/sports/game-sets/${gameSetId}/matches`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as GameSetMatchesResponse;
}

/** Waits until the set has the status (the replay starts it at its start; finals finish it). */
export async function waitForGameSetStatus(
  request: APIRequestContext,
  set: Pick<OwnGameSet, 'gameSetId' | 'startAt'>,
  status: SportsGameSet['status'],
  afterStartMs = 30_000,
): Promise<void> {
  await expect
    .poll(async () => (await gameSetMatches(request, set.gameSetId)).gameSet.status, {
      timeout: Math.max(0, set.startAt - Date.now()) + afterStartMs,
      intervals: [500],
    })
    .toBe(status);
}

/** Clubs that play once in the set (a doubleheader lists a club twice: its rows would look alike). */
export function onceOnly(matches: readonly Match[]): Match[] {
  const clubs = matches.flatMap((m) => [m.home.teamId, m.away.teamId]);
  const once = (id: string) => clubs.filter((c) => c === id).length === 1;
  return matches.filter((m) => once(m.home.teamId) && once(m.away.teamId));
}

/** The start's hour and minute as the lobby shows it (New York time): "3:07". */
export function startTimeText(iso: string): string {
  return /\d{1,2}:\d{2}/.exec(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(iso)),
  )![0];
}

/**
 * The lobby's row of this contest (/select-games/:sport, its game type chosen). Every game set has its
 * own demo contests of the same name, listed soonest first: the row is the one whose Start Date has this
 * set's hour and minute (no two sets of a league start in the same minute).
 */
export function lobbyRow(page: Page, contest: SportsContest): Locator {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: contest.name })
    .filter({ hasText: new RegExp(`(^|\\D)${startTimeText(contest.startAt)}\\D`) })
    .first();
}

/**
 * A team's button on the team selection page: "Select This Team", or "Selected ✓" while it is picked
 * (a doubleheader's club is named with its game: "… Game 2"; the first is taken).
 */
export const teamButton = (page: Page, name: string): Locator =>
  page
    .getByRole('button', {
      name: new RegExp(`^(Select This Team|Selected ✓)\\s+${name.replace(/\./g, '\\.')}( Game \\d)?$`),
    })
    .first();

/** Whether the set has a doubleheader (the same two clubs twice). */
export const hasDoubleheader = (matches: readonly Match[]): boolean => {
  const pairings = matches.map((m) => [m.home.teamId, m.away.teamId].sort().join('|'));
  return new Set(pairings).size < pairings.length;
};

/**
 * The provider feed, as the operator: the match goes LIVE with this home score at this inning (hockey:
 * period), with a sequence the replay has not reached (the journeys drive matches before the set's start).
 */
export async function feedLive(request: APIRequestContext, match: Match, homeScore: number, inning: number) {
  const token = await operatorToken();
  const response = await request.post('/api/operator/sports/feed', {
    headers: bearer(token),
    data: {
      updates: [
        {
          feedGameId: match.feedGameId,
          sequence: 1_000_000 + inning,
          status: 'LIVE',
          homeScore,
          awayScore: 0,
          progress:
            match.league === 'baseball'
              ? { league: 'baseball', inning, half: 'bottom' }
              : { league: 'hockey', period: inning, clockSeconds: 754 },
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A baseball game type by its rule (`high5`, `pick5`…), from the lobby's list of sports. */
export async function baseballGameTypeOf(request: APIRequestContext, rule: string): Promise<number> {
  const { sports } = (await (await request.get('/api/sports')).json()) as {
    sports: { slug: string; gameTypes: { id: number; rule: string | null }[] }[];
  };
  const type = sports.find((s) => s.slug === 'baseball')?.gameTypes.find((t) => t.rule === rule);
  expect(type, `baseball has a ${rule} game type`).toBeTruthy();
  return type!.id;
}

/** A prize row of an operator's contest: cash for reaching `teams` (runs, a hand's rank…). */
export const cashRow = (teams: number, amount: number) => ({ teams, kind: 'cash', amount });

/** The operator adds a contest of a baseball rule to the set, open to every club. */
export async function addBaseballContest(
  request: APIRequestContext,
  token: string,
  gameSetId: number,
  contest: { rule: string; name: string; prizes: ReturnType<typeof cashRow>[] },
): Promise<SportsContest> {
  const response = await request.post(`/api/operator/sports/game-sets/${gameSetId}/contests`, {
    headers: bearer(token),
    data: {
      gameTypeId: await baseballGameTypeOf(request, contest.rule),
      name: contest.name,
      sponsor: 'Types Co.',
      minTeams: 1,
      maxTeams: 10,
      eligibility: 'ALL',
      restriction: 'ENTRY',
      prizes: contest.prizes,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { contest: SportsContest }).contest;
}

/**
 * The provider's finals of every match of the set in one batch (as the operator), past any sequence of
 * the replay: `finals` by feed game id, the other matches as their script would have ended. The set
 * settles at once.
 */
export async function finishGameSet(
  request: APIRequestContext,
  gameSetId: number,
  finals: ReadonlyMap<string, readonly [number, number]>,
): Promise<void> {
  const token = await operatorToken();
  const state = await request.get(`/api/operator/sports/game-sets/${gameSetId}/feed`, {
    headers: bearer(token),
  });
  expect(state.status(), await state.text()).toBe(200);
  const { matches } = (await state.json()) as SportsFeedStateResponse;
  const updates = matches.map((m) => {
    const final = finals.get(m.feedGameId);
    return {
      feedGameId: m.feedGameId,
      sequence: Math.max(m.sequence, m.lastProviderSequence ?? 0) + 1000,
      status: 'FINISHED' as const,
      ...(final
        ? { homeScore: final[0], awayScore: final[1] }
        : (m.scriptFinal ?? { homeScore: m.homeScore, awayScore: m.awayScore })),
    };
  });
  const fed = await request.post('/api/operator/sports/feed', { headers: bearer(token), data: { updates } });
  expect(fed.status(), await fed.text()).toBe(200);
  expect(await fed.json()).toMatchObject({ applied: matches.length, ignored: 0 });
}
