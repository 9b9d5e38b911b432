import { notices } from '@powerplay/contracts';
import {
  drawPhase,
  powerplayNames,
  replaceAllAvailable,
  sortedPicks,
  tiersByPrize,
  type DrawSchedule,
  type PowerplayId,
  type PrizeTier,
} from '@powerplay/domain';
import { useState, type ReactNode } from 'react';
import { MessageDialog, type Message } from '../../components/ui/MessageDialog';
import { Ball } from './Ball';
import { powerplayHelp } from './copy';
import { Countdown } from './Countdown';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PrizesDialog } from './dialogs';
import { formatPrize } from './format';
import { noticeText } from './messages';
import { Tour, useTour } from './Tour';

export interface BoardBall {
  k: number;
  number: number;
  /** Epoch ms (server time). */
  drawnAt: number;
}

export type Inventory = Record<PowerplayId, number>;

export type UseOutcome =
  | {
      ok: true;
      picks: number[];
      inventory: Inventory;
      replaced: { from: number; to: number; match: boolean }[];
    }
  | { ok: false; message: Message };

export interface LiveBoardProps {
  picksCount: number;
  schedule: DrawSchedule;
  /** The current time (server clock), ticking. */
  now: number;
  /** Balls received so far, in draw order. */
  balls: readonly BoardBall[];
  /** The status the server last announced; `finished` wins over the clock. */
  serverStatus?: 'unplayed' | 'live' | 'finished' | undefined;
  /** The player's picks, or null without an entry. */
  picks: readonly number[] | null;
  inventory: Inventory | null;
  tiers: readonly PrizeTier[];
  currency: string;
  /** Top Prizes panel (not in the demo). */
  showTopPrizes?: boolean;
  onUse: (powerplayId: PowerplayId, pick: number | undefined) => Promise<UseOutcome>;
  /** The result panel, shown once the draw is finished. */
  finished: ReactNode;
  /** Shown in My Numbers without an entry. */
  noEntry?: ReactNode;
  /** Replaces the In Play ball before the start (the demo's READY / SET / GO). */
  lead?: ReactNode;
}

/** How long a confirmation or a match stays in the live region, and the Replace All re-reveal pace. */
export const FLASH_MS = 3000;
export const REVEAL_MS = 1500;
/** The "GET READY!" window before the start. */
const READY_MS = 59_000;
const GO_MS = 5_000;

const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

/**
 * The live draw screen (spec 001 "Live draw screens", GAME-RULES "The live timeline"), shared by the
 * real draw and the demo: everything here is a function of the schedule, the clock and the balls; the
 * powerplay outcome comes from `onUse` (the server, or the demo's local engine).
 */
export function LiveBoard(props: LiveBoardProps) {
  const { schedule, now, balls, picks, inventory, tiers, currency, picksCount } = props;
  const clock = drawPhase(schedule, now);
  const status = props.serverStatus === 'finished' ? 'finished' : clock.status;
  const drawn = balls.map((b) => b.number);
  // A ball that is due but has not arrived yet counts as "coming up" (as on the server).
  const comingUp = status === 'live' && (clock.comingUp || clock.ballsDue > balls.length);
  const finalWindow = status === 'live' && clock.finalWindow && !comingUp;
  const inPlay = balls[balls.length - 1] ?? null;

  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<{ id: PowerplayId; pick: number | undefined } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [flash, setFlash] = useState<{ text: string; match: boolean; until: number } | null>(null);
  const [reveal, setReveal] = useState<{ picks: number[]; from: number } | null>(null);
  const [prizesOpen, setPrizesOpen] = useState(false);
  const tour = useTour();

  const held = picks ? sortedPicks(picks) : null;
  const selectedPick =
    selected !== null && held?.includes(selected) && !drawn.includes(selected) ? selected : null;
  const replaceAll =
    held !== null && replaceAllAvailable({ picks: held, drawn, phase: { ...clock, status, finalWindow } });
  const canUse = status === 'live' && held !== null && inventory !== null;

  // Replace All re-reveal: the new picks come back one every 1.5 s.
  const revealing = reveal !== null && now < reveal.from + REVEAL_MS * reveal.picks.length;
  const shownCount = revealing ? Math.max(0, Math.floor((now - reveal.from) / REVEAL_MS)) : Infinity;
  const shownPicks = held?.map((p, i) => (i < shownCount ? p : null)) ?? null;
  const shownMatches = shownPicks ? shownPicks.filter((p) => p !== null && drawn.includes(p)).length : 0;

  // "Congrats ! It's a match !" for 3 s after a drawn ball matches a pick, or after a matching powerplay.
  const ballMatch =
    inPlay !== null && held?.includes(inPlay.number) === true && now - inPlay.drawnAt < FLASH_MS;
  const activeFlash = flash && now < flash.until ? flash : null;

  function choose(id: PowerplayId) {
    if (id === 1) return setConfirming({ id, pick: undefined });
    // Without a selection the server answers "Please select a number": nothing to confirm.
    if (selectedPick === null) return void spend(id, undefined);
    setConfirming({ id, pick: selectedPick });
  }

  async function spend(id: PowerplayId, pick: number | undefined) {
    setBusy(true);
    const outcome = await props.onUse(id, pick);
    setBusy(false);
    setConfirming(null);
    if (!outcome.ok) return setError(outcome.message);
    setSelected(null);
    const to = outcome.replaced.map((r) => r.to);
    setFlash({
      text: noticeText('POWERPLAY_RESULT', { n: to.join(', ') }),
      match: outcome.replaced.some((r) => r.match),
      until: now + FLASH_MS,
    });
    if (id === 1) setReveal({ picks: sortedPicks(outcome.picks), from: now });
  }

  const tourClass = (step: number) => (tour.step === step ? ' tour-target' : '');

  let inPlayState: ReactNode;
  if (status === 'finished') {
    inPlayState = <p className="inplay-state done">{noticeText('DRAW_COMPLETED')}</p>;
  } else if (status === 'unplayed') {
    const left = schedule.startAt - now;
    inPlayState =
      props.lead ??
      (left <= READY_MS ? (
        <div className="inplay-state ready">
          <p className="ready-word">{left <= GO_MS ? noticeText('GO') : noticeText('GET_READY')}</p>
          <p>{noticeText('DRAW_BEGINS_IN', { n: secondsUntil(schedule.startAt, now) })}</p>
        </div>
      ) : (
        <div className="inplay-state">
          <p>{noticeText('NEXT_NUMBER_IN')} –</p>
          <Countdown ms={left} label="Draw starts in" />
        </div>
      ));
  } else if (comingUp) {
    inPlayState = <p className="inplay-state coming-up">{noticeText('COMING_UP')}</p>;
  } else {
    inPlayState = null;
  }

  const timerAt = status !== 'live' ? null : (clock.nextBallAt ?? clock.finishesAt);

  return (
    <div className="live-board">
      <section className="lotto-panel winning" aria-labelledby="winning-title">
        <h2 id="winning-title">Winning Numbers</h2>
        <ol className="ball-row" aria-label={`${balls.length} of ${schedule.balls} numbers drawn`}>
          {Array.from({ length: schedule.balls }, (_, i) => {
            const b = balls[i];
            return (
              <li key={i}>
                <Ball
                  number={b?.number ?? null}
                  variant={b ? (held?.includes(b.number) ? 'match' : 'drawn') : 'empty'}
                  size="small"
                />
              </li>
            );
          })}
        </ol>
      </section>

      <div className="live-grid">
        <section
          className={`lotto-panel inplay${tourClass(1)}`}
          id="lotto-inplay"
          aria-labelledby="inplay-title"
        >
          <h2 id="inplay-title">In Play</h2>
          <div className="inplay-ball">
            <Ball
              number={status === 'live' || status === 'finished' ? (inPlay?.number ?? null) : null}
              variant="inplay"
              size="large"
              label={inPlay ? `In play: ${inPlay.number}` : 'No number in play yet'}
            />
          </div>
          {inPlayState}
          <div className={`timer${tourClass(2)}`} id="lotto-timer">
            <p className="timer-label">{noticeText('TIMER_LABEL')}</p>
            <p className="timer-value" role="timer" aria-live="off">
              {timerAt === null ? '–' : `${secondsUntil(timerAt, now)} sec.`}
            </p>
          </div>
          {finalWindow && replaceAll && inventory && inventory[1] > 0 ? (
            <button
              type="button"
              className="button button-primary replace-all-prompt"
              onClick={() => choose(1)}
            >
              {noticeText('REPLACE_ALL_PROMPT')}
            </button>
          ) : null}
        </section>

        <section
          className={`lotto-panel mine${tourClass(3)}`}
          id="lotto-mynumbers"
          aria-labelledby="mine-title"
        >
          <h2 id="mine-title">My Numbers</h2>
          {shownPicks ? (
            <>
              <p className="matched-count">
                {shownMatches} of {picksCount} matched
              </p>
              <ul className="ball-row my-numbers" aria-label="My numbers">
                {shownPicks.map((p, i) => {
                  const isMatch = p !== null && drawn.includes(p);
                  return (
                    <li key={i}>
                      <button
                        type="button"
                        className={`my-number${p === null ? ' hidden' : ''}${isMatch ? ' match' : ''}${p !== null && p === selectedPick ? ' selected' : ''}`}
                        aria-pressed={p !== null && p === selectedPick}
                        aria-label={p === null ? 'Hidden' : isMatch ? `${p}, matched` : String(p)}
                        disabled={p === null || isMatch || status === 'finished'}
                        onClick={() => setSelected(p === selectedPick ? null : p)}
                      >
                        {p ?? '–'}
                      </button>
                    </li>
                  );
                })}
              </ul>
              {status === 'live' ? (
                <p className="hint-text">Select a number that has not matched, then choose a powerplay.</p>
              ) : null}
            </>
          ) : (
            (props.noEntry ?? <p>You have no numbers in this draw.</p>)
          )}
        </section>

        <section
          className={`lotto-panel powerplays${tourClass(0)}`}
          id="lotto-powerplays"
          aria-labelledby="pp-title"
        >
          <h2 id="pp-title">My Powerplays</h2>
          <ul className="powerplay-list">
            {([1, 2, 3, 4, 5] as const).map((id) => (
              <li key={id}>
                <button
                  type="button"
                  className="powerplay"
                  disabled={!canUse || busy || revealing || (id === 1 && !replaceAll)}
                  onClick={() => choose(id)}
                  title={powerplayHelp[id]}
                >
                  <span className="powerplay-name">{powerplayNames[id]}</span>
                  <span className="powerplay-count" aria-label={`${inventory?.[id] ?? 0} left`}>
                    {inventory?.[id] ?? 0}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>

        {props.showTopPrizes !== false ? (
          <section className="lotto-panel top-prizes" aria-labelledby="top-title">
            <h2 id="top-title">Top Prizes</h2>
            <ul className="prize-list">
              {tiersByPrize(tiers)
                .slice(0, 4)
                .map((t) => (
                  <li key={t.hits}>
                    <span>
                      {t.hits} of {picksCount}
                    </span>
                    <strong>{formatPrize(t.amount, t.kind, currency)}</strong>
                  </li>
                ))}
            </ul>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => setPrizesOpen(true)}
            >
              View All Prizes
            </button>
          </section>
        ) : null}
      </div>

      <div className="live-region" role="status" aria-live="polite">
        {activeFlash ? <p className="flash">{activeFlash.text}</p> : null}
        {activeFlash?.match || ballMatch ? (
          <p className="flash flash-match">{notices.MATCH.message}</p>
        ) : null}
      </div>

      {status === 'finished' ? <div className="result-area">{props.finished}</div> : null}

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.id === 1 ? notices.REPLACE_ALL_CONFIRM.title : notices.POWERPLAY_CONFIRM.title}
        confirmLabel="Confirm"
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void spend(confirming.id, confirming.pick);
        }}
      >
        <p>
          {confirming?.id === 1
            ? notices.REPLACE_ALL_CONFIRM.message
            : noticeText('POWERPLAY_CONFIRM', {
                name: confirming ? powerplayNames[confirming.id] : '',
                n: confirming?.pick ?? '',
              })}
        </p>
      </ConfirmDialog>
      <PrizesDialog
        open={prizesOpen}
        onClose={() => setPrizesOpen(false)}
        tiers={tiers}
        currency={currency}
        picks={picksCount}
      />
      <MessageDialog message={error} onClose={() => setError(null)} />
      <Tour tour={tour} />
    </div>
  );
}
