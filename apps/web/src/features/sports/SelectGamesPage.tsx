import type { SportsSport } from '@powerplay/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Carousel } from '../../components/ui/Carousel';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { NotifyMe } from '../notify';
import { useSports } from './api';
import { GamesTable, notifyTopics } from './GamesTable';
import { MonthlyGames } from './MonthlyGames';
import '../../components/ui/panels.css';
import './sports.css';

const DEFAULT_SPORT = 1;

/** What a Chase the Ace team finishes on, in the shown sport's words (hockey pages never say runs). */
const oneScore: Record<SportsSport['slug'], string> = {
  baseball: 'one run',
  hockey: 'one goal',
  basketball: 'one run or goal',
  football: 'one run or goal',
};

/**
 * The Our Games carousel (3 slides, autoplay every 1000 ms), in the words of the sport
 * shown (none yet: both of Chase the Ace's).
 */
const ourGamesOf = (slug: SportsSport['slug'] | undefined) => [
  {
    name: 'Chase the Ace',
    text: `Pick the teams you expect to finish with exactly ${slug ? oneScore[slug] : 'one run or goal'}. Lock a team in when it gets there.`,
  },
  {
    name: 'Baseball Blackjack',
    text: 'Pick 1 to 10 teams whose combined runs total exactly 21. More than 21 runs is a bust.',
  },
  {
    name: 'High 5',
    text: 'Choose the five teams you expect to score the most, then push their scores with powerplays.',
  },
];

const howToPlay = [
  { title: 'Choose a sport', text: 'Hockey, baseball, basketball or football.' },
  { title: 'Pick a game', text: 'Each game type has its own rules and prize grid.' },
  { title: 'Select your teams', text: 'Real teams from the day’s slate, before their matches start.' },
  { title: 'Play live', text: 'Follow your teams and use your powerplays while the matches are on.' },
] as const;

/**
 * What navigation state may preselect: `{ sport, gametype, league }` (league 14 hockey,
 * 15 baseball) or `{ selected: { sport, gameType } }` brought back from /login; else the address's
 * `?gameType=` (a launch mail's link to one game type).
 */
function readPreselect(state: unknown, search: string): { sport?: number; gameType?: number } {
  if (typeof state !== 'object' || state === null)
    state = { gameType: new URLSearchParams(search).get('gameType') };
  const s = state as Record<string, unknown>;
  const source =
    typeof s.selected === 'object' && s.selected !== null ? (s.selected as Record<string, unknown>) : s;
  const num = (v: unknown) => {
    const n = typeof v === 'string' ? Number(v) : v;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const league = num(source.league);
  const sport = num(source.sport) ?? (league === 14 ? 1 : league === 15 ? 2 : undefined);
  return { sport, gameType: num(source.gameType ?? source.gametype) };
}

/** `/select-games` and `/select-games/:id`. */
export function SelectGamesPage() {
  useDocumentTitle('Select a game');
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const preselect = readPreselect(location.state, location.search);
  const sports = useSports();
  const requested = params.id !== undefined ? Number(params.id) : (preselect.sport ?? DEFAULT_SPORT);

  const header = (
    <header className="page-header">
      <p className="eyebrow">Live sports</p>
      <h1 id="select-games-title">Select a game</h1>
      <p className="lead">Choose a sport and a game type, then enter a sponsored game and pick your teams.</p>
    </header>
  );

  let body;
  let shown: SportsSport | undefined;
  if (sports.isPending) body = <Loading />;
  else if (sports.isError) body = <QueryError error={sports.error} onRetry={() => void sports.refetch()} />;
  else {
    const list = sports.data.sports;
    const sport = list.find((s) => s.id === requested) ?? list.find((s) => s.id === DEFAULT_SPORT) ?? list[0];
    shown = sport;
    body = sport ? (
      <Tabs.Root
        className="sport-tabs"
        value={String(sport.id)}
        onValueChange={(value) => void navigate(`/select-games/${value}`)}
      >
        <Tabs.List className="tab-list" aria-label="Sport">
          {list.map((s) => (
            <Tabs.Trigger key={s.id} value={String(s.id)} className="tab">
              {s.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {list.map((s) => (
          <Tabs.Content key={s.id} value={String(s.id)} className="tab-panel">
            <SportPanel
              key={s.id}
              sport={s}
              preselectedGameType={
                preselect.sport === undefined || preselect.sport === s.id ? preselect.gameType : undefined
              }
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    ) : null;
  }

  return (
    <section className="page sports-page" aria-labelledby="select-games-title">
      {header}
      <div className="sports-lobby">{body}</div>
      <section className="sports-how" aria-labelledby="sports-how-title">
        <h2 id="sports-how-title">How to play</h2>
        <ol className="sports-how-steps">
          {howToPlay.map((step, i) => (
            <li key={step.title}>
              <span className="numbered-badge" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <Link to="/how-to-play">More about how to play</Link>
      </section>
      <section className="sports-our-games" aria-labelledby="our-games-title">
        <h2 id="our-games-title">Our Games</h2>
        <Carousel
          label="Our Games slides"
          items={ourGamesOf(shown?.slug)}
          itemName={(g) => g.name}
          slideClassName={() => 'game-slide'}
          loop
          dots
          noun="game"
          autoplay={1000}
          renderItem={(g) => (
            <>
              <h3>{g.name}</h3>
              <p>{g.text}</p>
            </>
          )}
        />
      </section>
    </section>
  );
}

function SportPanel({ sport, preselectedGameType }: { sport: SportsSport; preselectedGameType?: number }) {
  // A sport opens on the first type it really plays (basketball's Chase the Ace is only a pointer elsewhere).
  const initial =
    sport.gameTypes.find((t) => t.id === preselectedGameType)?.id ??
    (sport.gameTypes.find((t) => t.rule !== null) ?? sport.gameTypes[0])?.id ??
    null;
  const [gameTypeId, setGameTypeId] = useState<number | null>(initial);
  const gameType = sport.gameTypes.find((t) => t.id === gameTypeId) ?? null;

  if (sport.gameTypes.length === 0) {
    return (
      <div className="empty-state" role="status">
        <p>{`No ${sport.name} games yet.`}</p>
        <NotifyMe topic={notifyTopics[sport.slug]} gameName={sport.name} />
      </div>
    );
  }

  return (
    <div className="sports-panel">
      <h2 className="visually-hidden">{sport.name} game types</h2>
      <MonthlyGames sport={sport.slug} />
      <ul className="game-type-cards">
        {sport.gameTypes.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              className="game-type-card"
              aria-pressed={t.id === gameTypeId}
              onClick={() => setGameTypeId(t.id)}
            >
              <img src={t.imageUrl} alt="" width={400} height={260} loading="lazy" />
              <span>{t.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {gameType ? <GamesTable sport={sport} gameType={gameType} /> : null}
    </div>
  );
}
