import { powerplayNames } from '@powerplay/domain';
import type { ReactNode } from 'react';
import { noticeText } from '../../lib/messages';
import { Ball } from './Ball';
import { secondsUntil, type BoardState } from './boardState';
import { powerplayHelp } from './copy';
import { Countdown } from './Countdown';
import type { LiveBoardProps } from './LiveBoard';
import type { BoardPowerplays } from './useBoardPowerplays';

/** The "GET READY!" window before the start. */
const READY_MS = 59_000;
const GO_MS = 5_000;

interface PanelProps {
  board: BoardState;
  powerplays: BoardPowerplays;
  now: number;
  /** The guided tour's highlight of this panel (' tour-target'), or ''. */
  tourClass: string;
}

/** What the In Play panel says under the ball: the lead-in, "Coming Up!", or Draw Completed!. */
function InPlayState({
  board,
  now,
  schedule,
  lead,
}: Pick<PanelProps, 'board' | 'now'> & Pick<LiveBoardProps, 'schedule' | 'lead'>) {
  if (board.status === 'finished') return <p className="inplay-state done">{noticeText('DRAW_COMPLETED')}</p>;
  if (board.status === 'unplayed') {
    const left = schedule.startAt - now;
    return (
      lead ??
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
      ))
    );
  }
  return board.comingUp ? <p className="inplay-state coming-up">{noticeText('COMING_UP')}</p> : null;
}

/** In Play: the last ball, the lead-in or "Coming Up!", the timer and the final window's Replace All. */
export function InPlayPanel({
  board,
  powerplays,
  now,
  tourClass,
  timerTourClass,
  schedule,
  lead,
}: PanelProps & { timerTourClass: string } & Pick<LiveBoardProps, 'schedule' | 'lead'>) {
  const { status, inPlay, timerAt } = board;
  return (
    <section className={`lotto-panel inplay${tourClass}`} id="lotto-inplay" aria-labelledby="inplay-title">
      <h2 id="inplay-title">In Play</h2>
      <div className="inplay-ball">
        <Ball
          number={status === 'live' || status === 'finished' ? (inPlay?.number ?? null) : null}
          variant="inplay"
          size="large"
          label={inPlay ? `In play: ${inPlay.number}` : 'No number in play yet'}
        />
      </div>
      <InPlayState board={board} now={now} schedule={schedule} lead={lead} />
      {status !== 'finished' ? (
        <div className={`timer${timerTourClass}`} id="lotto-timer">
          <p className="timer-label">{noticeText(board.timerLabel)}</p>
          <p className="timer-value" role="timer" aria-live="off">
            {timerAt === null ? '–' : `${secondsUntil(timerAt, now)} sec.`}
          </p>
        </div>
      ) : null}
      {board.finalWindow && board.offReason(1) === null ? (
        <button
          type="button"
          className="button button-primary replace-all-prompt"
          onClick={() => powerplays.choose(1)}
        >
          {noticeText('REPLACE_ALL_PROMPT')}
        </button>
      ) : null}
    </section>
  );
}

/** My Numbers: the held numbers (hidden while Replace All replaces them), matched or selectable. */
export function MyNumbersPanel({
  board,
  powerplays,
  tourClass,
  picksCount,
  noEntry,
}: Omit<PanelProps, 'now'> & { picksCount: number; noEntry: ReactNode }) {
  const { shownPicks, shownMatches, selectedPick } = powerplays;
  const { drawn, status } = board;
  return (
    <section className={`lotto-panel mine${tourClass}`} id="lotto-mynumbers" aria-labelledby="mine-title">
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
                    onClick={() => powerplays.toggle(p)}
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
        (noEntry ?? <p>You have no numbers in this draw.</p>)
      )}
    </section>
  );
}

/** My Powerplays: the window's countdown or why they wait, and each powerplay with its count. */
export function PowerplayPanel({
  board,
  powerplays,
  now,
  tourClass,
  inventory,
}: PanelProps & Pick<LiveBoardProps, 'inventory'>) {
  const { held, status, closesAt, panelOff } = board;
  return (
    <section
      className={`lotto-panel powerplays${tourClass}`}
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
          const off = board.offReason(id);
          return (
            <li key={id}>
              <button
                type="button"
                className="powerplay"
                disabled={off !== null || powerplays.busy || powerplays.revealing}
                onClick={() => powerplays.choose(id)}
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
  );
}
