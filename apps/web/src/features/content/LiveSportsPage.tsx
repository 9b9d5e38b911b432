import type { NamedNotifyTopic } from '@powerplay/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import { Carousel } from '../../components/ui/Carousel';
import { LandingActions } from '../../components/ui/LandingActions';
import { RichText } from '../../components/ui/RichText';
import { NotifyMe } from '../notify';
import { ContentPageView, PageHeader } from './ContentPageView';

/**
 * A game that runs today leads to where it is played (`to`); one still to come carries Notify Me about
 * itself (`notify`: that game's own topic, never its league's: docs/rules/sports.md "Notify Me").
 */
type GameSlide = { name: string; format: string; text: string } & (
  { to: string; notify?: never } | { to?: never; notify: NamedNotifyTopic }
);

interface League {
  id: Extract<NamedNotifyTopic, 'nfl' | 'nba' | 'mlb' | 'nhl'>;
  label: string;
  slides: GameSlide[];
}

/**
 * The contests per league on the live-sports carousel: the ones that run today lead to
 * their games (High 5, Zones, Pick 5 and Brackets on all four sports); Star Power, which waits
 * for fantasy on real player statistics (docs/rules/sports.md "New powerplays"), offers Notify Me.
 */
export const leagues: League[] = [
  {
    id: 'nfl',
    label: 'NFL',
    slides: [
      {
        name: 'NFL Power Draft',
        format: 'Draft contest',
        text: 'Rank the first round, then Move Up, Move Down, Swap and Undo during the live draft to match your picks.',
        to: '/draft-day',
      },
      {
        name: 'NFL Pick 5',
        format: 'Pick 5',
        text: 'Pick five teams: the last digit of each final score is a card. Make the best hand, with powerplays while the games are on.',
        to: '/select-games/4',
      },
      {
        name: 'NFL Star Power',
        format: 'Fantasy',
        text: 'Pick the players, not the teams, and boost your stars live. Coming when fantasy runs on real player statistics.',
        notify: 'nfl-star-power',
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
        text: 'Seed 2, 4 or 8 teams: the higher score advances. You win when your top seed takes the bracket.',
        to: '/select-games/3',
      },
      {
        name: 'NBA High 5',
        format: 'High 5',
        text: 'Pick five teams for the slate and push their total with Increase, Double and Triple.',
        to: '/select-games/3',
      },
      {
        name: 'NBA Zones',
        format: 'Zones',
        text: 'Predict which scoring zone each team lands in and adjust live as the quarters go by.',
        to: '/select-games/3',
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
        to: '/select-games/2',
      },
      {
        name: 'MLB Baseball Blackjack',
        format: 'Baseball Blackjack',
        text: 'Pick 1 to 10 teams whose combined runs total exactly 21. More than 21 runs is a bust.',
        to: '/select-games/2',
      },
      {
        name: 'MLB Pick 5',
        format: 'Pick 5',
        text: 'Five teams, nine innings each: their runs are your cards. Double a hot team, swap one that lets you down.',
        to: '/select-games/2',
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
        to: '/select-games/1',
      },
      {
        name: 'NHL Zones',
        format: 'Zones',
        text: 'Pick the goal range for each team and use Increase or Decrease while the puck is live.',
        to: '/select-games/1',
      },
      {
        name: 'NHL High 5',
        format: 'High 5',
        text: 'Your five highest-scoring teams of the night, with No Goal and 6th Skater for the third period.',
        to: '/select-games/1',
      },
    ],
  },
];

function GameCarousel({ league }: { league: League }) {
  return (
    <Carousel
      label={`${league.label} games`}
      items={league.slides}
      itemName={(slide) => slide.name}
      slideClassName={() => 'game-slide'}
      view="peek"
      // The carousel starts on the second slide.
      startIndex={1}
      noun="game"
      renderItem={(slide) => (
        <>
          <p className="game-format">{slide.format}</p>
          <h3>{slide.name}</h3>
          <p>{slide.text}</p>
          {slide.to !== undefined ? (
            <Link to={slide.to} className="button button-primary button-small">
              Play now<span className="visually-hidden">{` ${slide.name}`}</span>
            </Link>
          ) : (
            <>
              <p className="game-status">Coming soon</p>
              <NotifyMe topic={slide.notify} gameName={slide.name} />
            </>
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
          <LandingActions
            primary={{ to: '/draft-day', label: 'Enter Now' }}
            readMore="/live-sports-more"
            className="actions page-actions"
          />
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
