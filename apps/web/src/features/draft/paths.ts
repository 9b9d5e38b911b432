import type { DraftActualPick, DraftContest, DraftStatusValue, NflClubDto } from '@powerplay/contracts';
import { featuredDraft, type RowMatch } from '@powerplay/domain';
import { noticeText } from '../../lib/messages';

/** Where a draft's order is set and shown: `/draft-day-teams?contest=3` (reloadable). */
export const draftTeamsPath = (contestId: number) => `/draft-day-teams?contest=${contestId}`;

/** The live screen of my entry, or of a draft watched without one. */
export const draftLivePath = (at: { entry: number } | { contest: number }) =>
  'entry' in at ? `/draft-day-live?entry=${at.entry}` : `/draft-day-live?contest=${at.contest}`;

/** Where a contest's live screen is for this viewer: their entry's when they have one. */
export const contestLivePath = (contest: Pick<DraftContest, 'id' | 'myEntryId'>) =>
  draftLivePath(contest.myEntryId !== null ? { entry: contest.myEntryId } : { contest: contest.id });

/** A positive id from the address (`?contest=3`), or null. */
export function idParam(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

const statusKeys = {
  open: 'DRAFT_STATUS_OPEN',
  locked: 'DRAFT_STATUS_LOCKED',
  live: 'DRAFT_STATUS_LIVE',
  final: 'DRAFT_STATUS_FINAL',
} as const;

/** "Open", "Locked", "In Progress", "Final". */
export const draftStatusLabel = (status: DraftStatusValue) => noticeText(statusKeys[status]);

const matchKeys = { MATCH: 'DRAFT_MATCH', NOT_MATCHED: 'DRAFT_NOT_MATCHED', TBD: 'DRAFT_TBD' } as const;

/** "Match!", "Not Matched!", "TBD". */
export const matchLabel = (match: RowMatch) => noticeText(matchKeys[match]);

/** 74 → `6'2"`. */
export const formatHeight = (inches: number) => `${Math.floor(inches / 12)}'${inches % 12}"`;

/** 1 → "1st", 2 → "2nd", 13 → "13th", 22 → "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "Cincinnati Bengals" (the name alone when it already carries the city). */
export function clubName(club: NflClubDto): string {
  if (!club.city || club.name.startsWith(club.city)) return club.name;
  return `${club.city} ${club.name}`;
}

/** The actual picks in pick order. */
export const sortedPicks = (picks: readonly DraftActualPick[]) => [...picks].sort((a, b) => a.pick - b.pick);

/** The prospect taken at each pick so far (`[k]` = pick k+1), as the domain's matching reads them. */
export const actualOrder = (picks: readonly DraftActualPick[]) => sortedPicks(picks).map((p) => p.prospectId);

/**
 * The contest a landing shows: the live one first, else the next upcoming (the
 * first open one, else the one between deadline and first pick), else the latest (the domain's rule,
 * which the old client's draft calls use too).
 */
export const featuredContest = (contests: readonly DraftContest[]): DraftContest | null =>
  featuredDraft(contests);
