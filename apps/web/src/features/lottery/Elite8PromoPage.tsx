import { notices } from '@powerplay/contracts';
import { gameTypeConfigs, powerplayNames, tiersByPrize } from '@powerplay/domain';
import { Link } from 'react-router';
import { formatPrize } from '../../lib/money';
import { formatDrawDate } from '../../lib/time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNow, useServerClockOffset } from '../../lib/useNow';
import { nextGameOf, useLotteryGames } from './api';
import { Ball } from './Ball';
import { PowerplayHelp, powerplayEntries } from './PowerplayHelp';
import './lottery.css';

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
          <PowerplayHelp
            entries={[
              [`${powerplayNames[4]} / ${powerplayNames[5]}`, 'Move the selected number up or down by 1.'],
              ...powerplayEntries([3, 2, 1]),
            ]}
          />
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
