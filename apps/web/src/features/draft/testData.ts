import type {
  DraftActualPick,
  DraftContest,
  DraftContestResponse,
  DraftLiveResponse,
  DraftProspect,
  NflClubDto,
} from '@powerplay/contracts';
import { rowMatches } from '@powerplay/domain';

export const player = { id: 7, displayName: 'Lucky', email: 'l@example.com', role: 'player', club: 'basic' };

export const club = (n: number): NflClubDto => ({
  abbr: `T${n}`,
  name: `Team ${n}`,
  city: `City ${n}`,
  gearLink: '',
});

/** Prospect `n` (1-based, pre-draft rank n): id 100 + n, "Player n". */
export const prospect = (n: number): DraftProspect => ({
  id: 100 + n,
  name: `Player ${n}`,
  position: n % 2 ? 'QB' : 'WR',
  heightInches: 72 + (n % 6),
  weightLbs: 200 + n,
  school: `School ${n}`,
  preDraftRank: n,
  schoolGearLink: '',
});

export const prospects = Array.from({ length: 40 }, (_, i) => prospect(i + 1));

export function contestFixture(patch: Partial<DraftContest> = {}): DraftContest {
  return {
    id: 3,
    name: '2020 NFL Power Draft',
    status: 'open',
    mode: 'replay',
    pickDeadline: '2030-04-23T23:59:00.000Z',
    startAt: '2030-04-24T00:00:00.000Z',
    pickIntervalSeconds: 30,
    picksMade: 0,
    entries: 12,
    prizes: [
      { hits: 32, amountCents: 2_500_000 },
      { hits: 31, amountCents: 100_000 },
      { hits: 30, amountCents: 50_000 },
      { hits: 29, amountCents: 20_000 },
      { hits: 28, amountCents: 10_000 },
    ],
    settledAt: null,
    myEntryId: null,
    ...patch,
  };
}

/** The actual pick `k`: prospect `taken` (1-based) by team k. */
export const actualPick = (k: number, taken: number): DraftActualPick => ({
  pick: k,
  team: club(k),
  prospectId: 100 + taken,
  madeAt: '2030-04-24T00:00:00.000Z',
});

export function contestResponse(
  patch: Partial<DraftContest> = {},
  rest: Partial<Omit<DraftContestResponse, 'contest'>> = {},
): DraftContestResponse {
  return {
    contest: contestFixture(patch),
    prospects,
    slots: Array.from({ length: 32 }, (_, i) => ({ pick: i + 1, projectedTeam: club(i + 1) })),
    picks: [],
    myEntry: null,
    skillQuestion: null,
    ...rest,
  };
}

/** My entry 77's live state: `ranking` (prospect numbers, 1-based) against `picks`. */
export function liveFixture(
  ranking: number[],
  picks: DraftActualPick[],
  patch: Partial<DraftLiveResponse> = {},
  contest: Partial<DraftContest> = {},
): DraftLiveResponse {
  const ids = ranking.map((n) => 100 + n);
  const actual = [...picks].sort((a, b) => a.pick - b.pick).map((p) => p.prospectId);
  const matches = rowMatches(ids, actual);
  return {
    contest: contestFixture({ status: 'live', picksMade: picks.length, myEntryId: 77, ...contest }),
    entry: {
      id: 77,
      rows: ids.map((id, i) => ({
        rank: i + 1,
        prospectId: id,
        projectedTeam: club(i + 1),
        match: matches[i]!,
        decided: i < picks.length,
      })),
      matched: matches.filter((m) => m === 'MATCH').length,
      result: null,
      wonCents: 0,
    },
    powerplays: [
      { id: 1, name: 'Move Up', remaining: 10 },
      { id: 2, name: 'Move Down', remaining: 10 },
      { id: 3, name: 'Swap', remaining: 10 },
      { id: 4, name: 'Undo', remaining: 10 },
    ],
    canUndo: false,
    ...patch,
  };
}

/** 1..32: the default order's top 32. */
export const topRanking = Array.from({ length: 32 }, (_, i) => i + 1);
