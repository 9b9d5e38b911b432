import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './lottery.css';
import { useBrand } from '../brand';

/** `/powerplay-lotto-more`: live lotto for partners. */
export function LottoMorePage() {
  const { siteName } = useBrand();
  useDocumentTitle('Live lotto for partners');
  return (
    <section className="page" aria-labelledby="more-title">
      <header className="page-header">
        <p className="eyebrow">For partners</p>
        <h1 id="more-title">Live lotto that players take part in</h1>
        <p className="lead">
          A traditional draw is over in a minute and players only watch. A draw on {siteName} runs live for
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
            {`Back to ${siteName} Lotto`}
          </Link>
        </div>
      </div>
    </section>
  );
}
