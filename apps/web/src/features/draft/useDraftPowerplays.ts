import type { DraftContestResponse, DraftLiveResponse, UseDraftPowerplayRequest } from '@powerplay/contracts';
import { draftPowerplayIds, type DraftPowerplayId } from '@powerplay/domain';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { noticeText } from '../../lib/messages';
import { queryKeys } from '../../lib/queryKeys';
import { usePowerplayMutation } from '../../lib/usePowerplayMutation';
import { postDraftPowerplay } from './api';
import { unavailableReason } from './liveState';

/**
 * My Draft Manager's powerplays: the selected row, the reason each powerplay waits, Move Up / Move Down /
 * Undo at once and Swap through its dialog, one use at a time (usePowerplayMutation). A use's answer and
 * "No action To Undo!" are announced in place, visibly; other refusals show in the dialog.
 */
export function useDraftPowerplays(draft: DraftContestResponse, live: DraftLiveResponse) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [swapping, setSwapping] = useState(false);
  const [notice, setNotice] = useState('');
  const prospects = new Map(draft.prospects.map((p) => [p.id, p]));
  const nameOf = (id: number | undefined) => (id === undefined ? '' : (prospects.get(id)?.name ?? `#${id}`));

  const rows = [...live.entry.rows].sort((a, b) => a.rank - b.rank);
  const selected = selectedId === null ? -1 : rows.findIndex((r) => r.prospectId === selectedId);
  const selectedRow = rows[selected];
  const status = live.contest.status;
  const remaining = (id: number) => live.powerplays.find((p) => p.id === id)?.remaining ?? 0;
  const reasonOf = (id: number) =>
    unavailableReason(id, { status, remaining: remaining(id), selected, rows, canUndo: live.canUndo });

  function announce(answer: DraftLiveResponse, body: UseDraftPowerplayRequest): string {
    const after = [...answer.entry.rows].sort((a, b) => a.rank - b.rank);
    const rankOf = (id: number | undefined) => after.findIndex((r) => r.prospectId === id) + 1;
    const player = nameOf(body.prospectId);
    if (body.powerplayId === draftPowerplayIds.up)
      return noticeText('DRAFT_PP_MOVED_UP', { player, rank: rankOf(body.prospectId) });
    if (body.powerplayId === draftPowerplayIds.down)
      return noticeText('DRAFT_PP_MOVED_DOWN', { player, rank: rankOf(body.prospectId) });
    if (body.powerplayId === draftPowerplayIds.swap)
      return noticeText('DRAFT_PP_SWAPPED', { player, other: nameOf(body.withProspectId) });
    return noticeText('DRAFT_PP_UNDONE');
  }

  const powerplay = usePowerplayMutation({
    post: (body: UseDraftPowerplayRequest, key: string) => postDraftPowerplay(live.entry.id, body, key),
    queryKey: queryKeys.draft.live(live.entry.id),
    onStart: () => setNotice(''),
    onSuccess: (answer, body) => setNotice(announce(answer, body)),
    onRefusal: (error) => {
      if (!isApiError(error) || error.code !== 'DRAFT_NOTHING_TO_UNDO') return false;
      setNotice(error.message);
      return true;
    },
  });

  /** A powerplay's button: its reason when it waits, else the use (Swap asks with whom first). */
  function use(id: DraftPowerplayId) {
    const reason = reasonOf(id);
    if (reason) {
      setNotice(reason);
      return;
    }
    if (powerplay.busy) return;
    if (id === draftPowerplayIds.undo) powerplay.use({ powerplayId: id });
    else if (id === draftPowerplayIds.swap) setSwapping(true);
    else if (selectedRow) powerplay.use({ powerplayId: id, prospectId: selectedRow.prospectId });
  }

  function swapWith(withProspectId: number) {
    setSwapping(false);
    if (selectedRow)
      powerplay.use({
        powerplayId: draftPowerplayIds.swap,
        prospectId: selectedRow.prospectId,
        withProspectId,
      });
  }

  return {
    rows,
    selectedId,
    selectedRow,
    /** Selects a row, or clears the selection when it is the selected one. */
    toggle: (prospectId: number) => setSelectedId(selectedId === prospectId ? null : prospectId),
    nameOf,
    remaining,
    reasonOf,
    use,
    busy: powerplay.busy,
    notice,
    /** The row a Swap is choosing a partner for; null while the Swap dialog is closed. */
    swapping: swapping && selectedRow ? selectedRow : null,
    swapChoices: rows
      .filter((r, i) => i !== selected && !r.decided)
      .map((r) => ({ prospectId: r.prospectId, rank: r.rank, name: nameOf(r.prospectId) })),
    swapWith,
    closeSwap: () => setSwapping(false),
    refusal: powerplay.error,
    dismissRefusal: powerplay.dismissError,
  };
}
