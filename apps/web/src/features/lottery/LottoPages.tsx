import { gameTypeConfigs, gameTypes, jackpotOf } from '@powerplay/domain';
import { Link } from 'react-router';
import { LandingActions } from '../../components/ui/LandingActions';
import { QueryError } from '../../components/ui/QueryError';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { nextGameOf, useLotteryGames } from './api';
import { Ball } from './Ball';
import { gameCopy, jackpotComingSoon } from './copy';
import { PowerplayHelp, powerplayEntries } from './PowerplayHelp';
import { PrizesButton } from './dialogs';
import { drawPath, pickPath } from './paths';
import { formatPrize } from '../../lib/money';
import { formatDrawDate } from '../../lib/time';
import './lottery.css';
import { useNow, useServerClockOffset } from '../../lib/useNow';
import { useBrand } from '../brand';

/** `/powerplay-lotto`: the four games, marketing, prizes, the demo. */
export function LottoPage() {
  const { siteName } = useBrand();
  useDocumentTitle(`${siteName} Lotto`);
  const games = useLotteryGames();
  const now = useNow(60_000, useServerClockOffset());

  return (
    <section className="page lotto-page" aria-labelledby="lotto-title">
      <header className="hero">
        <div className="hero-text">
          <p className="eyebrow">Live lotto draws</p>
          <h1 id="lotto-title">{`${siteName} Lotto`}</h1>
          <p className="lead">
            Pick your numbers, then watch the balls drop live — and change your picks between balls with
            powerplays. It is the lottery you can play, not just watch.
          </p>
          <LandingActions
            primary={{ to: '/747-draw', label: 'Try the demo', state: { demo: true } }}
            readMore="/powerplay-lotto-more"
          />
        </div>
        <div className="hero-art" aria-hidden="true">
          {[7, 4, 7, 16, 8, 45].map((n, i) => (
            <Ball key={i} number={n} size="medium" variant={i % 2 ? 'pick' : 'drawn'} />
          ))}
        </div>
      </header>

      <h2>Pick your game</h2>
      {games.isError ? (
        <QueryError error={games.error} onRetry={() => void games.refetch()} retrying={games.isFetching} />
      ) : null}
      {/* While the games load, each card says "…" in place of its next draw: no spinner above the list
          that would move it down and back. */}
      <ul className="cards lotto-games" aria-busy={games.isPending}>
        {gameTypes.map((type) => {
          const config = gameTypeConfigs[type];
          const game = nextGameOf(games.data, type, now);
          const tiers = game?.prizeTiers ?? config.prizeTiers;
          const jackpot = jackpotOf(tiers);
          const live = games.data?.live.some((g) => g.gameType === type) ?? false;
          return (
            <li key={type} className="card lotto-game">
              <h3>{config.name}</h3>
              <p>{gameCopy[type].tagline}</p>
              <p>
                Jackpot:{' '}
                <strong>
                  {jackpot
                    ? formatPrize(jackpot.amount, jackpot.kind, game?.currency ?? config.currency)
                    : jackpotComingSoon}
                </strong>
              </p>
              <p>
                Next draw:{' '}
                <strong>
                  {game ? formatDrawDate(game.startAt) : games.isPending ? '…' : 'to be announced'}
                </strong>
              </p>
              {/* The next draw above is the one to pick for; a draw running now is said apart from it. */}
              {live ? (
                <p className="lotto-live-now">
                  <strong>A draw is live now</strong> ·{' '}
                  <Link to={drawPath(type)}>
                    Watch it<span className="visually-hidden">{` (${config.name})`}</span>
                  </Link>
                </p>
              ) : null}
              <div className="actions">
                <Link to={pickPath(type)} className="button button-primary button-small">
                  Pick Numbers
                </Link>
                <Link to={drawPath(type)} className="button button-secondary button-small">
                  Watch Live
                </Link>
                <PrizesButton
                  label="Prizes"
                  className="button button-secondary button-small"
                  tiers={tiers}
                  currency={game?.currency ?? config.currency}
                  shape={config}
                />
              </div>
            </li>
          );
        })}
      </ul>

      <div className="content-layout">
        <section className="content-block" aria-labelledby="how-title">
          <h2 id="how-title">How it works</h2>
          <ol className="numbered-list">
            {[
              ['Pick', 'Choose your numbers on the game page before the draw.'],
              ['Watch', 'Balls are drawn live, one at a time, on a timer everyone shares.'],
              ['Play', 'Between balls, use powerplays to change numbers that have not matched.'],
              ['Win', 'Prizes are divided equally among the winners and added to your balance.'],
            ].map(([title, text], i) => (
              <li key={title} className="numbered-item">
                <span className="numbered-badge" aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section className="content-block" aria-labelledby="pp-title">
          <h2 id="pp-title">Powerplays</h2>
          <PowerplayHelp entries={powerplayEntries([4, 5, 3, 2, 1])} />
        </section>
        <div className="cta-band">
          <div>
            <p className="cta-title">Run live lotto draws for your players</p>
            <p>Charities, lotteries, casinos and operators: your brand, our auditable platform.</p>
          </div>
          <div className="actions">
            <Link to="/partner" className="button button-primary">
              Partner With Us
            </Link>
            <Link to="/how-draws-are-verified">How draws are verified</Link>
          </div>
        </div>
      </div>
    </section>
  );
}

export { LottoMorePage } from './LottoMorePage';
export { Elite8PromoPage } from './Elite8PromoPage';
