import { gameTypeConfigs, hitsOf, type DrawSchedule } from '@powerplay/domain';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { messageOf } from '../../lib/messages';
import { formatPrize } from '../../lib/money';
import { formatDrawDate } from '../../lib/time';
import { useNow, useServerClockOffset } from '../../lib/useNow';
import { useMe } from '../auth';
import { drawGameOf, useGameDetail, useLotteryGames, useMyGameEntry, type GameType } from './api';
import { Commitment } from './Commitment';
import { ResultPanel } from './DrawResultPanel';
import { LiveBoard } from './LiveBoard';
import { pickPath } from './paths';
import { mergeBalls } from './useDrawEvents';
import { useDrawPowerplays } from './useDrawPowerplays';
import { useDrawStreams } from './useDrawStreams';

export function RealDraw({ type }: { type: GameType }) {
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
  const me = useMe();
  // The draw is public (the same for everybody); my picks, powerplays and result are my own request.
  const detail = useGameDetail(gameId);
  const myPart = useMyGameEntry(me.data ? gameId : null);
  const games = useLotteryGames();
  const { events, mine, setMine } = useDrawStreams(gameId, Boolean(me.data));
  const onUse = useDrawPowerplays(gameId, setMine);
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
