import { sortedPicks, type PowerplayId } from '@powerplay/domain';
import { useState } from 'react';
import { noticeText, type Message } from '../../lib/messages';
import type { BoardState } from './boardState';
import type { LiveBoardProps } from './LiveBoard';

/** How long a confirmation or a match stays in the live region, and the Replace All re-reveal pace. */
export const FLASH_MS = 3000;
export const REVEAL_MS = 1500;

/**
 * The board's powerplays: the selected number, Replace All's question, one use at a time through
 * `onUse` (the server, or the demo's engine), the confirmation in the live region and Replace All's
 * re-reveal of the new numbers, one at a time.
 */
export function useBoardPowerplays(
  { now, onUse }: Pick<LiveBoardProps, 'now' | 'onUse'>,
  { clock, status, drawn, held, inPlay }: BoardState,
) {
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [flash, setFlash] = useState<{ text: string; match: boolean; until: number } | null>(null);
  // Replace All's re-reveal: the new numbers come back one at a time, `step` ms apart.
  const [reveal, setReveal] = useState<{ hidden: number[]; from: number; step: number } | null>(null);
  // While Replace All is on its way, the numbers held before it. Only the matches among them stay shown
  // (they are kept); every other number is being replaced and stays hidden until the re-reveal, also
  // when the player's own stream delivers the new set before the answer.
  const [replacingFrom, setReplacingFrom] = useState<number[] | null>(null);

  const selectedPick =
    selected !== null && held?.includes(selected) && !drawn.includes(selected) ? selected : null;

  // During the re-reveal the numbers kept (the matches among them) stay shown, and the count counts
  // what is shown: it never drops to 0 while matches are on screen.
  const revealing =
    reveal !== null && status !== 'finished' && now < reveal.from + reveal.step * reveal.hidden.length;
  // (`now` ticks every 250 ms and may still be a moment before the answer that started the reveal.)
  const revealedCount = revealing
    ? Math.max(0, Math.floor((now - reveal.from) / Math.max(1, reveal.step)))
    : Infinity;
  const stillHidden = new Set(revealing ? reveal.hidden.slice(revealedCount) : []);
  if (replacingFrom)
    for (const p of held ?? []) if (!(replacingFrom.includes(p) && drawn.includes(p))) stillHidden.add(p);
  const shownPicks = held?.map((p) => (stillHidden.has(p) ? null : p)) ?? null;
  const shownMatches = shownPicks ? shownPicks.filter((p) => p !== null && drawn.includes(p)).length : 0;

  // "Congrats ! It's a match !" for 3 s after a drawn ball matches a pick, or after a matching powerplay.
  const ballMatch =
    inPlay !== null && held?.includes(inPlay.number) === true && now - inPlay.drawnAt < FLASH_MS;
  const activeFlash = flash && now < flash.until ? flash : null;

  // Replace All asks first; the others act on one tap on the selected number (without one,
  // the server answers "Please select a number").
  function choose(id: PowerplayId) {
    if (id === 1) return setConfirming(true);
    void spend(id, selectedPick ?? undefined);
  }

  async function spend(id: PowerplayId, pick: number | undefined) {
    setBusy(true);
    if (id === 1) setReplacingFrom(held ?? []);
    const sentAt = Date.now();
    const outcome = await onUse(id, pick);
    // The board's time when the answer arrived (`now` is still the time of the tap): the confirmation
    // and the re-reveal start from here, however long the answer took.
    const answeredAt = now + (Date.now() - sentAt);
    setBusy(false);
    setConfirming(false);
    setReplacingFrom(null);
    if (!outcome.ok) return setError(outcome.message);
    setSelected(null);
    const to = outcome.replaced.map((r) => r.to);
    setFlash({
      text: noticeText('POWERPLAY_RESULT', { n: to.join(', ') }),
      match: outcome.replaced.some((r) => r.match),
      until: answeredAt + FLASH_MS,
    });
    if (id === 1) {
      // One every 1.5 s, but never past the final window: the reveal ends before the draw does.
      const hidden = sortedPicks(to);
      const room = Math.max(0, clock.finishesAt - answeredAt - 500);
      setReveal({
        hidden,
        from: answeredAt,
        step: Math.min(REVEAL_MS, Math.floor(room / (hidden.length + 1))),
      });
    }
  }

  return {
    selectedPick,
    /** Selects a held number, or clears the selection when it is the selected one. */
    toggle: (p: number | null) => setSelected(p === selectedPick ? null : p),
    choose,
    busy,
    revealing,
    shownPicks,
    shownMatches,
    activeFlash,
    ballMatch,
    confirming,
    confirmReplaceAll: () => void spend(1, undefined),
    cancelReplaceAll: () => setConfirming(false),
    error,
    dismissError: () => setError(null),
  };
}

export type BoardPowerplays = ReturnType<typeof useBoardPowerplays>;
