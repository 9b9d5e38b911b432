import { Link } from 'react-router';
import { ContentBody, ContentPageView } from './ContentPageView';

/** `/`: the landing page, a module of its own (the landing page's JavaScript budget: no other page). */
export function HomePage() {
  return (
    <ContentPageView slug="home" title="Live-play lotto and sports games" className="home">
      {(page) => (
        <>
          <header className="hero">
            <div className="hero-text">
              <p className="eyebrow">Live sports games · Lotto draws · Partners</p>
              <h1 id="page-title">{page.title}</h1>
              <p className="lead">{page.intro}</p>
              <div className="actions">
                <Link to="/live-sports" className="button button-primary">
                  Explore live sports
                </Link>
                <Link to="/how-to-play" className="button button-secondary">
                  How to play
                </Link>
              </div>
            </div>
            <div className="hero-art" aria-hidden="true">
              {[7, 21, 33, 4, 47, 16, 8].map((n, i) => (
                <span key={n} className={`ball ball-${i % 4}`}>
                  {n}
                </span>
              ))}
            </div>
          </header>
          <ul className="cards" aria-label="Get started">
            <li className="card">
              <h2>Live sports games</h2>
              <p>Pick real NFL, NBA, MLB and NHL teams, then use powerplays while the games are on.</p>
              <Link to="/live-sports" className="card-link">
                See live sports games
              </Link>
            </li>
            <li className="card">
              <h2>Lotto draws, live</h2>
              <p>Watch the balls drop one at a time and change your picks between balls with powerplays.</p>
              <Link to="/how-to-play" className="card-link">
                Learn how to play
              </Link>
            </li>
            <li className="card">
              <h2>For partners</h2>
              <p>
                Charities, lotteries, casinos and operators run their own live-play games on our platform.
              </p>
              <Link to="/partner" className="card-link">
                Partner with us
              </Link>
            </li>
          </ul>
          <ContentBody page={page} />
        </>
      )}
    </ContentPageView>
  );
}
