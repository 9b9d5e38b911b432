import { gameTypeConfigs } from '@powerplay/domain';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMe } from '../auth';
import { drawGameOf, useLotteryGames, type GameType } from './api';
import { gameCopy } from './copy';
import { DemoDraw } from './DemoDraw';
import { RealDraw } from './DrawScreen';
import { drawPath, isDemoState } from './paths';
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

export const Live747Page = () => <LiveDrawPage type="747" />;
export const LiveSweet16Page = () => <LiveDrawPage type="sweet16" />;
export const LiveElite8Page = () => <LiveDrawPage type="elite8" />;
export const LiveGridlockPage = () => <LiveDrawPage type="gridlock" />;
