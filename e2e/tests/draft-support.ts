// Helpers of the draft journeys (draft-*.spec.ts): opening a draft as the operator, the real 2020 first
// round's prospect ids, posting actual picks, and entering a draft through the API.
import type {
  DraftBoardResponse,
  DraftContest,
  DraftContestResponse,
  DraftContestsResponse,
  DraftLiveResponse,
  ErrorBody,
  MyDraftEntryResponse,
  UseDraftPowerplayRequest,
} from '@powerplay/contracts';
import { expect, type APIRequestContext, type APIResponse, type Locator } from '@playwright/test';
import { bearer, operatorToken, ORIGIN } from './lottery-support';

/** Cookie-less calls and page.request calls both name our origin (the CSRF check). */
const headers = { origin: ORIGIN };

/**
 * The real first round of the 2020 NFL Draft (April 23, 2020), players in pick order, written here from
 * the public record independently of the server's data file: the round a perfect entry predicts.
 */
export const REAL_ROUND_2020: readonly string[] = [
  'Joe Burrow',
  'Chase Young',
  'Jeff Okudah',
  'Andrew Thomas',
  'Tua Tagovailoa',
  'Justin Herbert',
  'Derrick Brown',
  'Isaiah Simmons',
  'C.J. Henderson',
  'Jedrick Wills Jr.',
  'Mekhi Becton',
  'Henry Ruggs III',
  'Tristan Wirfs',
  'Javon Kinlaw',
  'Jerry Jeudy',
  'AJ Terrell',
  'CeeDee Lamb',
  'Austin Jackson',
  'Damon Arnette',
  "K'Lavon Chaisson",
  'Jalen Reagor',
  'Justin Jefferson',
  'Kenneth Murray',
  'Cesar Ruiz',
  'Brandon Aiyuk',
  'Jordan Love',
  'Jordyn Brooks',
  'Patrick Queen',
  'Isaiah Wilson',
  'Noah Igbinoghene',
  'Jeff Gladney',
  'Clyde Edwards-Helaire',
];

export interface OpenDraft {
  /** Seconds from now to the pick deadline (entries close). */
  deadlineInSeconds: number;
  /** Seconds from now to the first pick; the deadline when absent. */
  startInSeconds?: number;
  mode?: 'operator' | 'replay';
  pickIntervalSeconds?: number;
  name?: string;
}

/**
 * A draft whose first pick is less than a minute away starts before every demo draft open for entries
 * (their entries close a minute before their first pick), so while it is open it is the draft the old
 * client's calls address (the domain's `draftToEnter`: the open draft that starts first) and, unless a
 * draft is live, the one the landing features. Only one such draft is open at a time: on this worker's
 * server (servers.ts) only an earlier journey of the worker may have left one open, and it closes within
 * seconds; a journey opening one waits until it has.
 */
const FEATURED_WITHIN_MS = 60_000;

async function noOtherFeaturedDraft(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/draft/contests');
        expect(response.status()).toBe(200);
        const { contests } = (await response.json()) as DraftContestsResponse;
        return contests
          .filter((c) => c.status === 'open' && Date.parse(c.startAt) < Date.now() + FEATURED_WITHIN_MS)
          .map((c) => c.id);
      },
      { message: "an earlier journey's draft starting within a minute is still open", timeout: 60_000 },
    )
    .toEqual([]);
}

/**
 * Opens a draft through the back office API (`POST /api/operator/draft/contests`, the operator's token).
 * A draft starting within a minute is the featured one: an earlier such draft closes first.
 */
export async function openDraft(request: APIRequestContext, o: OpenDraft): Promise<DraftContest> {
  const token = await operatorToken();
  const startsInMs = Math.max(o.startInSeconds ?? 0, o.deadlineInSeconds) * 1000;
  if (startsInMs < FEATURED_WITHIN_MS) await noOtherFeaturedDraft(request);
  const deadline = new Date(Date.now() + o.deadlineInSeconds * 1000);
  const start = new Date(Date.now() + (o.startInSeconds ?? o.deadlineInSeconds) * 1000);
  const response = await request.post('/api/operator/draft/contests', {
    headers: bearer(token),
    data: {
      ...(o.name ? { name: o.name } : {}),
      pickDeadline: deadline.toISOString(),
      startAt: (start < deadline ? deadline : start).toISOString(),
      mode: o.mode ?? 'operator',
      pickIntervalSeconds: o.pickIntervalSeconds ?? 5,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { contest: DraftContest }).contest;
}

/**
 * `GET /api/draft/contests/:id` (public), with `GET /api/draft/contests/:id/entry` merged in as the
 * pages do when `request` is a player's (a visitor's is refused: no entry, no question).
 */
export async function draftDetail(request: APIRequestContext, id: number): Promise<DraftContestResponse> {
  const response = await request.get(`/api/draft/contests/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  const board = (await response.json()) as DraftBoardResponse;
  const mine = await request.get(`/api/draft/contests/${id}/entry`);
  const { myEntry, skillQuestion } = mine.ok()
    ? ((await mine.json()) as MyDraftEntryResponse)
    : { myEntry: null, skillQuestion: null };
  return { ...board, contest: { ...board.contest, myEntryId: myEntry?.id ?? null }, myEntry, skillQuestion };
}

/** The prospect ids of the real 2020 first round, in pick order, found by name in the draft's pool. */
export function realRound(detail: Pick<DraftContestResponse, 'prospects'>): number[] {
  const byName = new Map(detail.prospects.map((p) => [p.name, p.id]));
  return REAL_ROUND_2020.map((name) => {
    const id = byName.get(name);
    expect(id, `${name} is in the draft's pool`).toBeDefined();
    return id!;
  });
}

/** The pool's names in its default order (the consensus pre-draft rank). */
export const defaultOrderNames = (detail: Pick<DraftContestResponse, 'prospects'>): string[] =>
  [...detail.prospects].sort((a, b) => a.preDraftRank - b.preDraftRank).map((p) => p.name);

/** `PUT /api/draft/contests/:id/entry` with `request`'s session (or a token): the entry's id. */
/** The answer to a skill-testing question as the server words it: "7 × 4 + 12 − 3". */
export function solveSkillQuestion(text: string): number {
  const m = /^(\d+) × (\d+) \+ (\d+) − (\d+)$/.exec(text);
  if (!m) throw new Error(`not a skill-testing question: ${text}`);
  const [a, b, c, d] = m.slice(1).map(Number) as [number, number, number, number];
  return a * b + c - d;
}

/** Answers the skill-testing question of the confirm dialog (asked with a first submission). */
export async function answerSkillQuestion(confirm: Locator): Promise<void> {
  const field = confirm.getByRole('textbox', { name: /Skill-testing question/ });
  const label = (await confirm.locator('label[for="draft-skill-answer"]').textContent()) ?? '';
  const question = /: (.+) =$/.exec(label.trim())?.[1] ?? '';
  await field.fill(String(solveSkillQuestion(question)));
}

export async function enterDraft(
  request: APIRequestContext,
  id: number,
  ranking: readonly number[],
  token?: string,
): Promise<number> {
  const auth = token ? bearer(token) : headers;
  const detail = (await (await request.get(`/api/draft/contests/${id}/entry`, { headers: auth })).json()) as {
    skillQuestion: string | null;
  };
  const skillAnswer = detail.skillQuestion === null ? undefined : solveSkillQuestion(detail.skillQuestion);
  const response = await request.put(`/api/draft/contests/${id}/entry`, {
    headers: auth,
    data: { ranking, skillAnswer },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { entry: { id: number } }).entry.id;
}

/** Waits until the draft's status (as the API tells it) is `status`. */
export async function waitForStatus(
  request: APIRequestContext,
  id: number,
  status: DraftContest['status'],
  timeout = 30_000,
): Promise<void> {
  await expect
    .poll(async () => (await draftDetail(request, id)).contest.status, { timeout, intervals: [250] })
    .toBe(status);
}

/** Posts an actual pick of an operator-run draft (`POST /api/operator/draft/contests/:id/picks`). */
export async function postPickResponse(
  request: APIRequestContext,
  id: number,
  pick: number,
  prospectId: number,
  token?: string,
): Promise<APIResponse> {
  return request.post(`/api/operator/draft/contests/${id}/picks`, {
    headers: bearer(token ?? (await operatorToken())),
    data: { pick, prospectId },
  });
}

/** Posts an actual pick and expects it taken. */
export async function postPick(
  request: APIRequestContext,
  id: number,
  pick: number,
  prospectId: number,
  token?: string,
): Promise<DraftContest> {
  const response = await postPickResponse(request, id, pick, prospectId, token);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { contest: DraftContest }).contest;
}

/** `POST /api/draft/entries/:id/powerplays` with `request`'s session. */
export function usePowerplay(
  request: APIRequestContext,
  entryId: number,
  body: UseDraftPowerplayRequest,
): Promise<APIResponse> {
  return request.post(`/api/draft/entries/${entryId}/powerplays`, { headers, data: body });
}

/** `GET /api/draft/entries/:id/live` with `request`'s session. */
export async function draftLive(request: APIRequestContext, entryId: number): Promise<DraftLiveResponse> {
  const response = await request.get(`/api/draft/entries/${entryId}/live`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as DraftLiveResponse;
}

/** The error code of a refused call. */
export async function errorOf(response: APIResponse): Promise<ErrorBody['error']> {
  return ((await response.json()) as ErrorBody).error;
}

/** A drag (remove at `from`, insert at `to`), as the ordering page does it. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Two rows exchanged (Up / Down / Swap). */
export function swapped<T>(list: readonly T[], a: number, b: number): T[] {
  const next = [...list];
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}
