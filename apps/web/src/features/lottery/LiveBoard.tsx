import { notices } from '@powerplay/contracts';
import {
  drawPhase,
  powerplayNames,
  powerplaysCloseAt,
  powerplayUnavailable,
  sortedPicks,
  type DrawSchedule,
  type DrawShape,
  type PowerplayId,
  type PrizeTier,
} from '@powerplay/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { Message } from '../../lib/messages';
import { Ball } from './Ball';
import { powerplayHelp } from './copy';
import { Countdown } from './Countdown';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PrizesDialog, TopPrizeList } from './dialogs';
import { noticeText } from '../../lib/messages';
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
  /** The game's picks, range and balls (prize odds, "N of 7 matched"). */
  shape: DrawShape;
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
 * The live draw screen, shared by the
 * real draw and the demo: everything here is a function of the schedule, the clock and the balls; the
 * powerplay outcome comes from `onUse` (the server, or the demo's local engine).
 */
export function LiveBoard(props: LiveBoardProps) {
  const { schedule, now, balls, picks, inventory, tiers, currency, shape } = props;
  const picksCount = shape.picks;
  const clock = drawPhase(schedule, now);
  const status = props.serverStatus === 'finished' ? 'finished' : clock.status;
  const drawn = balls.map((b) => b.number);
  // A ball that is due but has not arrived yet counts as "coming up" (as on the server).
  const comingUp = status === 'live' && (clock.comingUp || clock.ballsDue > balls.length);
  const finalWindow = status === 'live' && clock.finalWindow && !comingUp;
  const inPlay = balls[balls.length - 1] ?? null;

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
  const [prizesOpen, setPrizesOpen] = useState(false);
  const tour = useTour(picks !== null);

  const held = picks ? sortedPicks(picks) : null;
  const selectedPick =
    selected !== null && held?.includes(selected) && !drawn.includes(selected) ? selected : null;
  const lastBallIn = balls.length === schedule.balls;

  /**
   * Why powerplay `id` cannot be used now, or null. `all` reasons hold for every powerplay (shown once for
   * the panel); the others are the button's own (0 left, Replace All's window, Power Match on a held ball).
   */
  function offReason(id: PowerplayId): { text: string; all: boolean } | null {
    const all = (key: Parameters<typeof noticeText>[0]) => ({ text: noticeText(key), all: true });
    const own = (key: Parameters<typeof noticeText>[0]) => ({ text: noticeText(key), all: false });
    if (held === null || inventory === null) return all('PP_OFF_NO_ENTRY');
    const phase = { status, ballsDue: balls.length, finalWindow: finalWindow && lastBallIn, comingUp };
    switch (powerplayUnavailable({ picks: held, drawn, inventory, phase }, id)) {
      case null:
        return null;
      case 'POWERPLAY_NOT_LIVE':
        return all(status === 'unplayed' ? 'PP_OFF_NOT_STARTED' : 'PP_OFF_FINISHED');
      case 'POWERPLAY_WAIT':
        return all(balls.length === 0 ? 'PP_OFF_NOT_STARTED' : 'PP_OFF_COMING_UP');
      case 'POWERPLAY_NO_INVENTORY':
        return own('PP_OFF_NONE_LEFT');
      case 'REPLACE_ALL_UNAVAILABLE':
        return own('PP_OFF_REPLACE_ALL');
      case 'POWER_MATCH_HELD':
        return own('PP_OFF_POWER_MATCH_HELD');
    }
  }
  const replaceAllOff = offReason(1);
  // A reason that holds for every powerplay (Increase is never off on its own but for 0 left).
  const panelOff = [1, 2, 3, 4, 5].map((id) => offReason(id as PowerplayId)).find((r) => r?.all) ?? null;
  const closesAt = status === 'live' && !comingUp ? powerplaysCloseAt(schedule, now) : null;

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
    const outcome = await props.onUse(id, pick);
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
  // After the last ball there is no next number: the timer counts down the final window.
  const timerLabel =
    status === 'live' && clock.nextBallAt === null && lastBallIn ? 'FINAL_WINDOW_TIMER' : 'TIMER_LABEL';

  // When the draw ends on a phone, bring the result panel to where the player is looking.
  const resultRef = useRef<HTMLDivElement>(null);
  const sawLive = useRef(status !== 'finished');
  useEffect(() => {
    if (status !== 'finished' || !sawLive.current) return;
    sawLive.current = false;
    if (window.matchMedia?.('(max-width: 699.98px)').matches) {
      resultRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [status]);

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

      {status === 'finished' ? (
        <div className="result-area" ref={resultRef}>
          {props.finished}
        </div>
      ) : null}

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
          {status !== 'finished' ? (
            <div className={`timer${tourClass(2)}`} id="lotto-timer">
              <p className="timer-label">{noticeText(timerLabel)}</p>
              <p className="timer-value" role="timer" aria-live="off">
                {timerAt === null ? '–' : `${secondsUntil(timerAt, now)} sec.`}
              </p>
            </div>
          ) : null}
          {finalWindow && replaceAllOff === null ? (
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
          {held !== null && status === 'live' && closesAt !== null ? (
            <p className="pp-window" role="timer" aria-live="off">
              {noticeText('POWERPLAYS_CLOSE_IN', { n: secondsUntil(closesAt, now) })}
            </p>
          ) : panelOff ? (
            <p className="pp-window pp-off" id="pp-off-all">
              {panelOff.text}
            </p>
          ) : null}
          <ul className="powerplay-list">
            {([1, 2, 3, 4, 5] as const).map((id) => {
              const off = offReason(id);
              return (
                <li key={id}>
                  <button
                    type="button"
                    className="powerplay"
                    disabled={off !== null || busy || revealing}
                    onClick={() => choose(id)}
                    title={powerplayHelp[id]}
                    aria-describedby={off === null ? undefined : off.all ? 'pp-off-all' : `pp-off-${id}`}
                  >
                    <span className="powerplay-name">{powerplayNames[id]}</span>
                    <span className="powerplay-count" aria-label={`${inventory?.[id] ?? 0} left`}>
                      {inventory?.[id] ?? 0}
                    </span>
                  </button>
                  {off !== null && !off.all ? (
                    <span className="powerplay-off" id={`pp-off-${id}`}>
                      {off.text}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>

        {props.showTopPrizes !== false ? (
          <section className="lotto-panel top-prizes" aria-labelledby="top-title">
            <h2 id="top-title">Top Prizes</h2>
            <TopPrizeList tiers={tiers} currency={currency} shape={props.shape} />
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
        {inPlay && status !== 'unplayed' ? (
          <p className="visually-hidden" key={inPlay.k}>
            {noticeText('BALL_ANNOUNCED', { k: inPlay.k, n: schedule.balls, number: inPlay.number })}
          </p>
        ) : null}
        {activeFlash ? <p className="flash">{activeFlash.text}</p> : null}
        {activeFlash?.match || ballMatch ? (
          <p className="flash flash-match">{notices.MATCH.message}</p>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming}
        title={notices.REPLACE_ALL_CONFIRM.title}
        confirmLabel="Confirm"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void spend(1, undefined)}
      >
        <p>{notices.REPLACE_ALL_CONFIRM.message}</p>
      </ConfirmDialog>
      <PrizesDialog
        open={prizesOpen}
        onClose={() => setPrizesOpen(false)}
        tiers={tiers}
        currency={currency}
        shape={props.shape}
      />
      <MessageDialog message={error} onClose={() => setError(null)} />
      <Tour tour={tour} />
    </div>
  );
}
