import { notices } from '@powerplay/contracts';
import type { DrawSchedule, DrawShape, PowerplayId, PrizeTier } from '@powerplay/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { noticeText, type Message } from '../../lib/messages';
import { Ball } from './Ball';
import { InPlayPanel, MyNumbersPanel, PowerplayPanel } from './BoardPanels';
import { boardState } from './boardState';
import { PrizesButton, TopPrizeList } from './dialogs';
import { Tour, useTour } from './Tour';
import { useBoardPowerplays } from './useBoardPowerplays';

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
  /** Not applied: the message to show (none when a use was already on its way). */
  | { ok: false; message: Message | null };

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

export { FLASH_MS, REVEAL_MS } from './useBoardPowerplays';

/**
 * The live draw screen, shared by the real draw and the demo: where the draw stands is a function of
 * the schedule, the clock and the balls (`boardState`); the powerplays' outcome comes from `onUse` (the
 * server, or the demo's local engine) through `useBoardPowerplays`.
 */
export function LiveBoard(props: LiveBoardProps) {
  const { schedule, now, balls, tiers, currency, shape } = props;
  const board = boardState(props);
  const powerplays = useBoardPowerplays(props, board);
  const tour = useTour(props.picks !== null);
  const tourClass = (step: number) => (tour.step === step ? ' tour-target' : '');
  const { status, inPlay, held } = board;

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

  const panel = { board, powerplays, now };
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
        <InPlayPanel
          {...panel}
          tourClass={tourClass(1)}
          timerTourClass={tourClass(2)}
          schedule={schedule}
          lead={props.lead}
        />
        <MyNumbersPanel
          {...panel}
          tourClass={tourClass(3)}
          picksCount={shape.picks}
          noEntry={props.noEntry}
        />
        <PowerplayPanel {...panel} tourClass={tourClass(0)} inventory={props.inventory} />
        {props.showTopPrizes !== false ? (
          <section className="lotto-panel top-prizes" aria-labelledby="top-title">
            <h2 id="top-title">Top Prizes</h2>
            <TopPrizeList tiers={tiers} currency={currency} shape={shape} />
            <PrizesButton
              label="View All Prizes"
              className="button button-secondary button-small"
              tiers={tiers}
              currency={currency}
              shape={shape}
            />
          </section>
        ) : null}
      </div>

      <div className="live-region" role="status" aria-live="polite">
        {inPlay && status !== 'unplayed' ? (
          <p className="visually-hidden" key={inPlay.k}>
            {noticeText('BALL_ANNOUNCED', { k: inPlay.k, n: schedule.balls, number: inPlay.number })}
          </p>
        ) : null}
        {powerplays.activeFlash ? <p className="flash">{powerplays.activeFlash.text}</p> : null}
        {powerplays.activeFlash?.match || powerplays.ballMatch ? (
          <p className="flash flash-match">{notices.MATCH.message}</p>
        ) : null}
      </div>

      <ConfirmDialog
        open={powerplays.confirming}
        title={notices.REPLACE_ALL_CONFIRM.title}
        confirmLabel="Confirm"
        busy={powerplays.busy}
        onCancel={powerplays.cancelReplaceAll}
        onConfirm={powerplays.confirmReplaceAll}
      >
        <p>{notices.REPLACE_ALL_CONFIRM.message}</p>
      </ConfirmDialog>
      <MessageDialog message={powerplays.error} onClose={powerplays.dismissError} />
      <Tour tour={tour} />
    </div>
  );
}
