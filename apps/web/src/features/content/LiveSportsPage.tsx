import type { NotifyTopic } from '@powerplay/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import { Carousel } from '../../components/ui/Carousel';
import { RichText } from '../../components/ui/RichText';
import { NotifyMe } from '../notify';
import { ContentPageView, PageHeader } from './ContentPageView';

interface GameSlide {
  name: string;
  format: string;
  text: string;
  /** Upcoming games carry the Notify Me widget. */
  upcoming: boolean;
}

interface League {
  id: Extract<NotifyTopic, 'nfl' | 'nba' | 'mlb' | 'nhl'>;
  label: string;
  slides: GameSlide[];
}

/** The upcoming contests per league shown on the live-sports carousel (spec 002 §2.5). */
export const leagues: League[] = [
  {
    id: 'nfl',
    label: 'NFL',
    slides: [
      {
        name: 'NFL Power Draft',
        format: 'Draft contest',
        text: 'Rank the first round, then Move Up, Move Down, Swap and Undo during the live draft to match your picks.',
        upcoming: false,
      },
      {
        name: 'NFL Pick 5',
        format: 'Pick 5',
        text: 'Pick five teams for Sunday and use powerplays to adjust your score while the games are on.',
        upcoming: true,
      },
      {
        name: 'NFL High 5',
        format: 'High 5',
        text: 'Choose the five teams you expect to score the most. Play Increase and Swap when the game turns.',
        upcoming: true,
      },
    ],
  },
  {
    id: 'nba',
    label: 'NBA',
    slides: [
      {
        name: 'NBA Brackets',
        format: 'Brackets',
        text: 'Call every round of the playoffs, then use powerplays to rescue a bracket in the live games.',
        upcoming: true,
      },
      {
        name: 'NBA High 5',
        format: 'High 5',
        text: 'Pick five teams for tonight’s slate and push their scores with Increase powerplays.',
        upcoming: true,
      },
      {
        name: 'NBA Zones',
        format: 'Zones',
        text: 'Predict which scoring zone each team lands in and adjust live as the quarters go by.',
        upcoming: true,
      },
    ],
  },
  {
    id: 'mlb',
    label: 'MLB',
    slides: [
      {
        name: 'MLB Chase the Ace',
        format: 'Chase the Ace',
        text: 'Every team you pick must finish with exactly one run. Lock a team in when it gets there.',
        upcoming: false,
      },
      {
        name: 'MLB Baseball Blackjack',
        format: 'Baseball Blackjack',
        text: 'Pick 1 to 10 teams whose combined runs total exactly 21. More than 21 runs is a bust.',
        upcoming: true,
      },
      {
        name: 'MLB Pick 5',
        format: 'Pick 5',
        text: 'Five teams, nine innings each. Refresh an 11 into a 1 and swap a team that lets you down.',
        upcoming: true,
      },
    ],
  },
  {
    id: 'nhl',
    label: 'NHL',
    slides: [
      {
        name: 'NHL Chase the Ace',
        format: 'Chase the Ace',
        text: 'Pick the teams you expect to finish with exactly one goal, then lock them in with a powerplay.',
        upcoming: false,
      },
      {
        name: 'NHL Zones',
        format: 'Zones',
        text: 'Pick the goal range for each team and use Increase or Decrease while the puck is live.',
        upcoming: true,
      },
      {
        name: 'NHL High 5',
        format: 'High 5',
        text: 'Your five highest-scoring teams of the night, with powerplays for the third period.',
        upcoming: true,
      },
    ],
  },
];

function GameCarousel({ league }: { league: League }) {
  return (
    <Carousel
      label={`Upcoming ${league.label} games`}
      items={league.slides}
      itemName={(slide) => slide.name}
      slideClassName={() => 'game-slide'}
      view="peek"
      // Spec 002 §9: the carousel starts on the second slide.
      startIndex={1}
      noun="game"
      renderItem={(slide) => (
        <>
          <p className="game-format">{slide.format}</p>
          <h3>{slide.name}</h3>
          <p>{slide.text}</p>
          {slide.upcoming ? (
            <>
              <p className="game-status">Coming soon</p>
              <NotifyMe topic={league.id} gameName={slide.name} />
            </>
          ) : (
            <p className="game-status featured">Featured</p>
          )}
        </>
      )}
    />
  );
}

export function LiveSportsPage() {
  return (
    <ContentPageView slug="live-sports" title="Live sports games">
      {(page) => (
        <>
          <PageHeader page={page} />
          <div className="actions page-actions">
            <Link to="/draft-day" className="button button-primary">
              Enter Now
            </Link>
            <Link to="/live-sports-more" className="button button-secondary">
              Read More
            </Link>
            <Link to="/partner" className="button button-secondary">
              Partner With Us
            </Link>
          </div>
          <Tabs.Root className="sport-tabs" defaultValue="nfl">
            <Tabs.List className="tab-list" aria-label="Sport">
              {leagues.map((league) => (
                <Tabs.Trigger key={league.id} value={league.id} className="tab">
                  {league.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {leagues.map((league) => (
              <Tabs.Content key={league.id} value={league.id} className="tab-panel">
                <h2 className="visually-hidden">{league.label} games</h2>
                <GameCarousel league={league} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
          <div className="content-layout">
            <RichText html={page.bodyHtml} className="prose" />
            {page.blocks.length > 0 ? (
              <section aria-labelledby="featured-title">
                <h2 id="featured-title">Featured contests</h2>
                <ul className="cards">
                  {page.blocks.map((block, index) => (
                    <li key={index} className="card">
                      <h3>{block.heading}</h3>
                      <RichText html={block.html} className="prose" />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </>
      )}
    </ContentPageView>
  );
}
