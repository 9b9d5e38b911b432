import { notices } from '@powerplay/contracts';
import { gameTypeConfigs, hitsOf, type DrawSchedule, type PowerplayId } from '@powerplay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { Message } from '../../lib/messages';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { QueryError } from '../../components/ui/QueryError';
import { queryKeys } from '../../lib/queryKeys';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useIdempotencyKey } from '../../lib/useIdempotencyKey';
import { useMe } from '../auth';
import {
  drawGameOf,
  postPowerplay,
  useGameDetail,
  useLotteryGames,
  useMyGameEntry,
  type GameType,
} from './api';
import { Commitment } from './Commitment';
import { gameCopy } from './copy';
import { DemoDraw } from './DemoDraw';
import { useNow, useServerClockOffset } from '../../lib/useNow';
import { formatPrize } from '../../lib/money';
import { drawPath, isDemoState, pickPath } from './paths';
import { formatDrawDate } from '../../lib/time';
import { LiveBoard, type Inventory, type UseOutcome } from './LiveBoard';
import { messageOf, noticeText } from '../../lib/messages';
import { powerplayFailure } from './messages';
import { mergeBalls, useDrawEvents } from './useDrawEvents';
import { useMyEntryEvents } from './useMyEntryEvents';
import './lottery.css';

/** The live screens `/747-draw`, `/sweet16-draw`, `/elite8-draw`, `/gridlock-draw`. */
export function LiveDrawPage({ type }: { type: GameType }) {
  const config = gameTypeConfigs[type];
  useDocumentTitle(`${config.name} live draw`);
  const me = useMe();
  const location = useLocation();
  const [params] = useSearchParams();
  const demoRequested = isDemoState(location.state);
  const canDemo = gameCopy[type].demo;
  // Anyone may watch a real draw (its balls are public, as a state lottery's are); playing needs an
  // account. A visitor arriving without a draw in the address gets the demo where there is one.
  const demo = demoRequested || (!me.data && canDemo && !params.get('game'));

  return (
    <section className="page live-page" aria-labelledby="live-title">
      <header className="page-header lotto-header">
        <p className="eyebrow">{demo ? 'Demo' : 'Live draw'}</p>
        <h1 id="live-title">{config.name} live draw</h1>
      </header>
      {me.isPending ? (
        <Loading />
      ) : demo ? (
        <>
          {!me.data ? (
            <p className="lead">
              You are not signed in: this is a demo with your own numbers, drawn right here in your browser.{' '}
              <Link to="/login" state={{ backlink: `${type}-draw` }}>
                Sign in
              </Link>{' '}
              to play the real draw with your entry, or <WatchRealDraw type={type} />.
            </p>
          ) : null}
          <DemoDraw type={type as '747' | 'elite8'} />
        </>
      ) : (
        <>
          {!me.data ? (
            <p className="lead">
              You are watching as a visitor.{' '}
              <Link to="/login" state={{ backlink: `${type}-draw` }}>
                Sign in
              </Link>{' '}
              and pick your numbers to play with powerplays.
            </p>
          ) : null}
          <RealDraw type={type} />
        </>
      )}
    </section>
  );
}

/** A link to the draw of this type that is live now, or the next one. */
function WatchRealDraw({ type }: { type: GameType }) {
  const games = useLotteryGames();
  const game = drawGameOf(games.data, type);
  return game ? (
    <Link to={`${drawPath(type)}?game=${game.id}`}>watch the real draw</Link>
  ) : (
    <>watch the real draw when it starts</>
  );
}

function RealDraw({ type }: { type: GameType }) {
  const [params, setParams] = useSearchParams();
  const games = useLotteryGames();
  const paramId = Number(params.get('game'));
  const candidate = drawGameOf(games.data, type)?.id ?? null;
  const gameId = Number.isInteger(paramId) && paramId > 0 ? paramId : candidate;

  // Keep the screen on this draw even when the list moves on (after the draw, the next game is upcoming).
  useEffect(() => {
    if (!params.get('game') && candidate !== null) {
      setParams({ game: String(candidate) }, { replace: true, preventScrollReset: true });
    }
  }, [params, candidate, setParams]);

  if (games.isPending && gameId === null) return <Loading />;
  if (games.isError && gameId === null)
    return (
      <QueryError error={games.error} onRetry={() => void games.refetch()} retrying={games.isFetching} />
    );
  if (gameId === null) {
    return <ErrorPanel {...messageOf('GAME_NOT_FOUND')} role="status" />;
  }
  return <DrawScreen key={gameId} gameId={gameId} type={type} />;
}

function DrawScreen({ gameId, type }: { gameId: number; type: GameType }) {
  const queryClient = useQueryClient();
  const me = useMe();
  // The draw is public (the same for everybody); my picks, powerplays and result are my own request.
  const detail = useGameDetail(gameId);
  const myPart = useMyGameEntry(me.data ? gameId : null);
  const games = useLotteryGames();
  const events = useDrawEvents(gameId, () => {
    // Settlement: the result and the tier table are ready; fetch them once.
    void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.game(gameId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.entry(gameId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.results(gameId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.games });
    void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.entries });
  });
  const [mine, setMine] = useState<{ picks: number[]; inventory: Inventory } | null>(null);
  // A use retried after a lost answer carries the same key: the server spends it once.
  const idempotency = useIdempotencyKey();
  // A powerplay used on another of this player's pages (or devices) shows here at once.
  useMyEntryEvents(me.data ? gameId : null, (entry) =>
    setMine({ picks: entry.picks, inventory: entry.powerplays }),
  );
  const now = useNow(250, useServerClockOffset());

  if (detail.isPending || myPart.isLoading) return <Loading />;
  if (detail.isError)
    return (
      <QueryError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
    );
  if (myPart.isError)
    return (
      <QueryError error={myPart.error} onRetry={() => void myPart.refetch()} retrying={myPart.isFetching} />
    );

  const { game } = detail.data;
  const entry = myPart.data?.entry ?? null;
  const result = myPart.data?.result ?? null;
  const config = gameTypeConfigs[game.gameType];
  const schedule: DrawSchedule = {
    startAt: Date.parse(game.startAt),
    balls: game.balls,
    ballIntervalSeconds: game.ballIntervalSeconds,
    delaySeconds: game.delaySeconds,
    finalWindowSeconds: game.finalWindowSeconds,
  };
  const balls = mergeBalls(game.drawn, events.balls).map((b) => ({
    k: b.k,
    number: b.number,
    drawnAt: Date.parse(b.drawnAt),
  }));
  const picks = mine?.picks ?? entry?.picks ?? null;
  const inventory = mine?.inventory ?? entry?.powerplays ?? null;
  const serverStatus = events.status ?? game.status;
  const next =
    games.data?.upcoming.find((g) => g.gameType === type && Date.parse(g.startAt) > schedule.startAt) ?? null;

  async function onUse(powerplayId: PowerplayId, pick: number | undefined): Promise<UseOutcome> {
    try {
      const body = { powerplayId, pick };
      const answer = await postPowerplay(gameId, body, idempotency.keyFor(body));
      idempotency.done();
      setMine({ picks: answer.picks, inventory: answer.powerplays });
      return { ok: true, picks: answer.picks, inventory: answer.powerplays, replaced: answer.replaced };
    } catch (error) {
      return { ok: false, message: powerplayFailure(error) };
    }
  }

  const picksOpen = Date.parse(game.pickDeadline) > now;
  return (
    <>
      <p className="live-meta">
        Draw of {formatDrawDate(game.startAt)}
        {events.connected || serverStatus === 'finished' ? null : (
          <span className="reconnecting"> · connecting…</span>
        )}
      </p>
      <Commitment gameId={game.id} commitment={game.commitment} />
      <LiveBoard
        shape={config}
        schedule={schedule}
        now={now}
        balls={balls}
        serverStatus={serverStatus}
        picks={picks}
        inventory={inventory}
        tiers={game.prizeTiers}
        currency={game.currency}
        onUse={onUse}
        noEntry={
          <p>
            You have no numbers in this draw.{' '}
            {picksOpen ? <Link to={pickPath(type)}>Pick your numbers</Link> : null}
          </p>
        }
        finished={
          <ResultPanel
            gameId={gameId}
            type={type}
            hasEntry={picks !== null}
            hits={
              result?.hits ??
              (picks
                ? hitsOf(
                    picks,
                    balls.map((b) => b.number),
                  )
                : 0)
            }
            picksCount={config.picks}
            prize={result ? formatPrize(result.prize, result.kind, game.currency) : null}
            won={result ? result.prize > 0 : null}
            nextStartAt={next?.startAt ?? null}
          />
        }
      />
    </>
  );
}

interface ResultPanelProps {
  gameId: number;
  type: GameType;
  hasEntry: boolean;
  hits: number;
  picksCount: number;
  /** Null until the draw is settled. */
  prize: string | null;
  won: boolean | null;
  nextStartAt: string | null;
}

/** Once finished: the result, View Results, Next Draw Date, Pick Numbers for Next Draw, the verifier link. */
function ResultPanel({
  gameId,
  type,
  hasEntry,
  hits,
  picksCount,
  prize,
  won,
  nextStartAt,
}: ResultPanelProps) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<Message | null>(null);
  return (
    <section className="lotto-panel result-panel" aria-labelledby="result-title">
      <h2 id="result-title">{noticeText('DRAW_COMPLETED')}</h2>
      {hasEntry ? (
        won === null ? (
          <p>
            You matched {hits} of {picksCount}. Your prize is being calculated…
          </p>
        ) : (
          <>
            <p className={won ? 'result-won' : 'result-lost'}>
              {won ? notices.RESULT_WON.message : notices.RESULT_LOST_LIVE.message}
            </p>
            <p>
              You matched {hits} of {picksCount}
              {won ? (
                <>
                  {' '}
                  and won <strong>{prize}</strong>.
                </>
              ) : (
                '.'
              )}
            </p>
            {won ? <p className="lotto-note">{notices.PRIZES_CREDITED.message}</p> : null}
          </>
        )
      ) : (
        <p>You had no numbers in this draw.</p>
      )}
      <p>
        Next Draw Date: <strong>{nextStartAt ? formatDrawDate(nextStartAt) : '—'}</strong>
      </p>
      <div className="actions">
        <Link to={`/lotto-result?game=${gameId}`} className="button button-primary">
          View Results
        </Link>
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            nextStartAt ? void navigate(pickPath(type)) : setMessage(messageOf('NO_NEXT_GAME'))
          }
        >
          Pick Numbers for Next Draw
        </button>
      </div>
      <p>
        <Link to={`/how-draws-are-verified?game=${gameId}`}>How draws are verified</Link>
      </p>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}

export const Live747Page = () => <LiveDrawPage type="747" />;
export const LiveSweet16Page = () => <LiveDrawPage type="sweet16" />;
export const LiveElite8Page = () => <LiveDrawPage type="elite8" />;
export const LiveGridlockPage = () => <LiveDrawPage type="gridlock" />;
