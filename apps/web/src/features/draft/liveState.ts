import type {
  DraftActualPick,
  DraftContestResponse,
  DraftLiveResponse,
  DraftManagerRow,
  DraftStatusValue,
} from '@powerplay/contracts';
import { DRAFT_PICKS, draftPowerplayIds, rowMatches } from '@powerplay/domain';
import { messageOf, noticeText } from '../../lib/messages';
import { actualOrder, sortedPicks } from './paths';

/** A draft with one more actual pick (a reconnect may send a pick again: it replaces its number's). */
export function withPick(data: DraftContestResponse, pick: DraftActualPick): DraftContestResponse {
  const picks = sortedPicks([...data.picks.filter((p) => p.pick !== pick.pick), pick]);
  const status: DraftStatusValue =
    picks.length >= DRAFT_PICKS ? 'final' : data.contest.status === 'final' ? 'final' : 'live';
  return { ...data, picks, contest: { ...data.contest, picksMade: picks.length, status } };
}

/** My rows recounted against the actual picks (docs/rules/draft.md "Matching and prizes"). */
export function recount(live: DraftLiveResponse, picks: readonly DraftActualPick[]): DraftLiveResponse {
  const rows = [...live.entry.rows].sort((a, b) => a.rank - b.rank);
  const actual = actualOrder(picks);
  const matches = rowMatches(
    rows.map((r) => r.prospectId),
    actual,
  );
  const next: DraftManagerRow[] = rows.map((row, i) => ({
    ...row,
    match: matches[i] ?? 'TBD',
    decided: i < actual.length,
  }));
  return {
    ...live,
    contest: {
      ...live.contest,
      picksMade: actual.length,
      status: actual.length >= DRAFT_PICKS ? 'final' : live.contest.status === 'final' ? 'final' : 'live',
    },
    entry: { ...live.entry, rows: next, matched: matches.filter((m) => m === 'MATCH').length },
  };
}

export const withContestStatus = <T extends { contest: { status: DraftStatusValue } }>(
  data: T,
  status: DraftStatusValue,
): T => ({ ...data, contest: { ...data.contest, status } });

interface Availability {
  status: DraftStatusValue;
  remaining: number;
  /** The selected row's position, or -1. */
  selected: number;
  rows: readonly DraftManagerRow[];
  canUndo: boolean;
}

/**
 * Why a powerplay cannot be used now (the reason shown on its button), or null when it can
 * (docs/rules/draft.md "Live powerplays": live only, not at 0, undecided rows only; Move Up never on the
 * first row, Move Down never on the last; Undo only after an action).
 */
export function unavailableReason(powerplayId: number, a: Availability): string | null {
  if (a.status !== 'live') return messageOf('DRAFT_NOT_LIVE').message;
  if (a.remaining < 1) return messageOf('DRAFT_POWERPLAY_USED_UP').message;
  if (powerplayId === draftPowerplayIds.undo) {
    return a.canUndo ? null : messageOf('DRAFT_NOTHING_TO_UNDO').message;
  }
  const row = a.rows[a.selected];
  if (!row) return messageOf('DRAFT_ROW_REQUIRED').message;
  if (row.decided) return messageOf('DRAFT_ROW_DECIDED').message;
  if (powerplayId === draftPowerplayIds.up) {
    if (a.selected === 0) return noticeText('DRAFT_PP_OFF_FIRST');
    if (a.rows[a.selected - 1]?.decided) return noticeText('DRAFT_PP_OFF_ABOVE_LOCKED');
  }
  if (powerplayId === draftPowerplayIds.down && a.selected === a.rows.length - 1) {
    return noticeText('DRAFT_PP_OFF_LAST');
  }
  if (powerplayId === draftPowerplayIds.swap && !a.rows.some((r, i) => i !== a.selected && !r.decided)) {
    return noticeText('DRAFT_SWAP_NONE');
  }
  return null;
}
