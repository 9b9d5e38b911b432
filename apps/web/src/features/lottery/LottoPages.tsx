import { notices } from '@powerplay/contracts';
import { gameTypeConfigs, gameTypes, jackpotOf, powerplayNames, tiersByPrize } from '@powerplay/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { nextGameOf, useLotteryGames, type GameType } from './api';
import { Ball } from './Ball';
import { gameCopy, powerplayHelp } from './copy';
import { PrizesDialog } from './dialogs';
import { drawPath, pickPath } from './paths';
import { formatPrize } from '../../lib/money';
import { formatDrawDate } from '../../lib/time';
import './lottery.css';
import { useNow, useServerClockOffset } from '../../lib/useNow';

/** `/powerplay-lotto`: the four games, marketing, prizes, the demo. */
export function LottoPage() {
  useDocumentTitle('Powerplay Lotto');
  const games = useLotteryGames();
  const now = useNow(60_000, useServerClockOffset());
  const [prizesOf, setPrizesOf] = useState<GameType | null>(null);
  const prizeGame = prizesOf ? nextGameOf(games.data, prizesOf, now) : null;

  return (
    <section className="page lotto-page" aria-labelledby="lotto-title">
      <header className="hero">
        <div className="hero-text">
          <p className="eyebrow">Live lotto draws</p>
          <h1 id="lotto-title">Powerplay Lotto</h1>
          <p className="lead">
            Pick your numbers, then watch the balls drop live — and change your picks between balls with
            powerplays. It is the lottery you can play, not just watch.
          </p>
          <div className="actions">
            <Link to="/747-draw" state={{ demo: true }} className="button button-primary">
              Try the demo
            </Link>
            <Link to="/powerplay-lotto-more" className="button button-secondary">
              Read More
            </Link>
            <Link to="/partner" className="button button-secondary">
              Partner With Us
            </Link>
          </div>
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
      <ul className="lotto-games" aria-busy={games.isPending}>
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
                    : '—'}
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
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => setPrizesOf(type)}
                >
                  Prizes
                </button>
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
          <dl className="powerplay-help">
            {([4, 5, 3, 2, 1] as const).map((id) => (
              <div key={id}>
                <dt>{powerplayNames[id]}</dt>
                <dd>{powerplayHelp[id]}</dd>
              </div>
            ))}
          </dl>
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

      <PrizesDialog
        open={prizesOf !== null}
        onClose={() => setPrizesOf(null)}
        tiers={prizeGame?.prizeTiers ?? (prizesOf ? gameTypeConfigs[prizesOf].prizeTiers : [])}
        currency={prizeGame?.currency ?? (prizesOf ? gameTypeConfigs[prizesOf].currency : 'USD')}
        shape={gameTypeConfigs[prizesOf ?? '747']}
      />
    </section>
  );
}

/** `/powerplay-lotto-more`: live lotto for partners. */
export function LottoMorePage() {
  useDocumentTitle('Live lotto for partners');
  return (
    <section className="page" aria-labelledby="more-title">
      <header className="page-header">
        <p className="eyebrow">For partners</p>
        <h1 id="more-title">Live lotto that players take part in</h1>
        <p className="lead">
          A traditional draw is over in a minute and players only watch. A Powerplay draw runs live for
          several minutes and every player has something to do between balls.
        </p>
      </header>
      <div className="content-layout prose">
        <section>
          <h2>Engagement you can measure</h2>
          <p>
            Each ball is drawn on a shared timer. Between balls, players use powerplays — Increase, Decrease,
            Replace, Power Match and, after the last ball, Replace All — to chase a match. That turns a short
            draw into a session: players stay for the whole draw, come back for the next one, and talk about
            the powerplay that won them a prize.
          </p>
          <p>
            Powerplays are a natural product to offer: include a starter kit with every entry, give extra
            powerplays as loyalty rewards, or sell them as an add-on where your licence allows.
          </p>
        </section>
        <section>
          <h2>Ready-made games, your brand</h2>
          <ul>
            <li>
              <strong>Lotto 747</strong> — 7 numbers from 47, a draw every few minutes.
            </li>
            <li>
              <strong>Sweet 16</strong> — 16 numbers from 48 for players who like to hold more picks.
            </li>
            <li>
              <strong>Elite 8</strong> — a weekly free-to-enter contest that grows your player list.
            </li>
            <li>
              <strong>Gridlock</strong> — 9 numbers on a 5 × 9 grid.
            </li>
          </ul>
          <p>
            Prize tables, draw times, ball intervals and powerplay kits are set per game, so each draw fits
            your audience and your budget. Every prize tier is divided equally among its winners, so your
            payout is known in advance.
          </p>
        </section>
        <section>
          <h2>Auditable by anyone</h2>
          <p>
            Every draw is committed to a secret seed before picks close and the seed is revealed afterwards.
            Regulators, partners and players can recompute every ball and every powerplay result
            independently. <Link to="/how-draws-are-verified">See how draws are verified</Link>.
          </p>
        </section>
        <section>
          <h2>Built to run at scale</h2>
          <p>
            Live draws are pushed to every player at once, prizes are settled in a single pass when the draw
            ends, and winnings are credited to player balances through an append-only ledger. White-label
            websites, API integration and dashboard analytics are available.
          </p>
        </section>
        <div className="actions">
          <Link to="/partner" className="button button-primary">
            Partner With Us
          </Link>
          <Link to="/747-draw" state={{ demo: true }} className="button button-secondary">
            Try the demo
          </Link>
          <Link to="/powerplay-lotto" className="button button-secondary">
            Back to Powerplay Lotto
          </Link>
        </div>
      </div>
    </section>
  );
}

/** `/elite8-promo`. */
export function Elite8PromoPage() {
  useDocumentTitle('Elite 8 weekly contest');
  const games = useLotteryGames();
  const game = nextGameOf(games.data, 'elite8', useNow(60_000, useServerClockOffset()));
  const config = gameTypeConfigs.elite8;
  const tiers = tiersByPrize(game?.prizeTiers ?? config.prizeTiers);
  const currency = game?.currency ?? config.currency;
  return (
    <section className="page" aria-labelledby="promo-title">
      <header className="hero">
        <div className="hero-text">
          <p className="eyebrow">Free weekly contest</p>
          <h1 id="promo-title">Elite 8</h1>
          <p className="lead">
            Pick 8 numbers from 1 to 50 every week by 8 PM Sunday (ET). Picks close one hour before the draw.
            No purchase necessary; open to residents of Canada (excluding Quebec) and the United States.
          </p>
          <p>
            Next draw:{' '}
            <strong>{game ? formatDrawDate(game.startAt) : games.isPending ? '…' : 'to be announced'}</strong>
          </p>
          <div className="actions">
            <Link to="/elite8" className="button button-primary">
              ENTER NOW!
            </Link>
            <Link to="/elite8-draw" state={{ demo: true }} className="button button-secondary">
              Try the demo
            </Link>
          </div>
        </div>
        <div className="hero-art" aria-hidden="true">
          {[8, 18, 28, 38, 48, 3, 13, 23].map((n) => (
            <Ball key={n} number={n} size="medium" />
          ))}
        </div>
      </header>
      <div className="content-layout">
        <section className="content-block" aria-labelledby="promo-prizes">
          <h2 id="promo-prizes">Prizes</h2>
          <ul className="cards">
            {tiers.map((t) => (
              <li key={t.hits} className="card">
                <h3>
                  {t.hits} of {config.picks}
                </h3>
                <p className="fact-value jackpot">{formatPrize(t.amount, t.kind, currency)}</p>
              </li>
            ))}
          </ul>
          <p className="lotto-note">{notices.PRIZES_SPLIT.message}</p>
        </section>
        <section className="content-block" aria-labelledby="promo-pp">
          <h2 id="promo-pp">Your four powerplays</h2>
          <dl className="powerplay-help">
            {(
              [
                [`${powerplayNames[4]} / ${powerplayNames[5]}`, 'Move the selected number up or down by 1.'],
                [powerplayNames[3], powerplayHelp[3]],
                [powerplayNames[2], powerplayHelp[2]],
                [powerplayNames[1], powerplayHelp[1]],
              ] as const
            ).map(([name, help]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{help}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="actions">
          <Link to="/elite8" className="button button-primary">
            ENTER NOW!
          </Link>
        </div>
      </div>
    </section>
  );
}
