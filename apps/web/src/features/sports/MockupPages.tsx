import { notices, type GameTypeLayout, type NotifyTopic, type SportsSport } from '@powerplay/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Modal } from '../../components/ui/Modal';
import { formatPrize } from '../../lib/money';
import { noticeText } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { NotifyMe } from '../notify';
import { useContest, useSports } from './api';
import { contestIdOf, GameRulesDialog, PrizeGridDialog } from './shared';
import '../../components/ui/panels.css';
import './sports.css';

type MockupLayout = Exclude<GameTypeLayout, 'cta'>;

const topics: Record<SportsSport['slug'], NotifyTopic> = {
  hockey: 'nhl',
  baseball: 'mlb',
  basketball: 'nba',
  football: 'nfl',
};

interface Mockup {
  title: string;
  lead: string;
  /** The board the page shows (display only). */
  board: { label: string; text: string }[];
  /** The prize the spec's mock-up announces, for the prize dialog when no contest is open. */
  prize: { teams: string; text: string };
}

/** Spec 000 §2 "Static mock-up pages" and GAME-RULES "Sports contests". */
const mockups: Record<MockupLayout, Mockup> = {
  zones: {
    title: 'Game Zones',
    lead: 'Place 1 to 10 teams in score zones. Win $100 if your teams score 21 runs.',
    board: [
      { label: '0–1', text: 'runs' },
      { label: '2–3', text: 'runs' },
      { label: '4–5', text: 'runs' },
      { label: '6–7', text: 'runs' },
      { label: '8–12', text: 'runs' },
    ],
    prize: { teams: '1 to 10', text: `${formatPrize(10_000)} when your teams score 21 runs` },
  },
  pick5: {
    title: 'Pick 5',
    lead: 'Select 5 teams and build the best poker-like hand from their scores.',
    board: [1, 2, 3, 4, 5].map((n) => ({ label: `Team ${n}`, text: 'Select a team' })),
    prize: { teams: '5', text: 'The best hand of the slate wins' },
  },
  high5: {
    title: 'High 5',
    lead: 'Highest score wins: select 5 teams. You could win $1000 if your teams score 60 runs.',
    board: [1, 2, 3, 4, 5].map((n) => ({ label: `Team ${n}`, text: 'Select a team' })),
    prize: { teams: '5', text: `${formatPrize(100_000)} when your teams score 60 runs` },
  },
  brackets: {
    title: 'Brackets',
    lead: 'Call the winners of 2, 4, 8, 10 and 12 team rounds, for up to $100.',
    board: [2, 4, 8, 10, 12].map((n) => ({ label: `${n} teams`, text: 'round' })),
    prize: { teams: '2 to 12', text: `Up to ${formatPrize(10_000)}` },
  },
};

/**
 * A display mock-up of a game type still to launch (`/select-teams-zones`, `-high5`, `-pick5`,
 * `-brackets`; `?contest=<id>` or `?gameType=<id>`). Every button does something true: Game Rules
 * and View Prize Grid open the type's rules and prizes, Submit My Picks offers Notify Me.
 */
function MockupPage({ layout }: { layout: MockupLayout }) {
  const mockup = mockups[layout];
  useDocumentTitle(mockup.title);
  const [search] = useSearchParams();
  const contestId = contestIdOf(search);
  const gameTypeParam = Number(search.get('gameType'));
  const contest = useContest(contestId);
  const sports = useSports();
  const [rulesOpen, setRulesOpen] = useState(false);
  const [prizesOpen, setPrizesOpen] = useState(false);
  const [notifyOpen, setNotifyOpen] = useState(false);

  const all = sports.data?.sports ?? [];
  const types = all.flatMap((s) => s.gameTypes);
  const gameType =
    types.find((t) => t.id === contest.data?.contest.gameTypeId) ??
    types.find((t) => t.id === gameTypeParam && t.layout === layout) ??
    types.find((t) => t.layout === layout) ??
    null;
  const sport = all.find((s) => s.id === gameType?.sportId) ?? null;
  const topic = sport ? topics[sport.slug] : 'mlb';
  const name = sport && gameType ? `${sport.name} ${gameType.name}` : mockup.title;

  return (
    <section className="page sports-page" aria-labelledby="mockup-title">
      <header className="page-header team-select-header">
        {gameType ? (
          <img
            className="team-select-banner"
            src={gameType.headerImageUrl}
            alt=""
            width={1200}
            height={240}
          />
        ) : null}
        {contest.data ? <p className="eyebrow">{`Sponsored by ${contest.data.contest.sponsor}`}</p> : null}
        <h1 id="mockup-title">{contest.data?.contest.name ?? name}</h1>
        <p className="lead">{mockup.lead}</p>
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={() => setRulesOpen(true)}>
            Game Rules
          </button>
          <button type="button" className="button button-secondary" onClick={() => setPrizesOpen(true)}>
            View Prize Grid
          </button>
        </div>
      </header>

      <section aria-labelledby="mockup-board-title">
        <h2 id="mockup-board-title">Your picks</h2>
        <ul className="mockup-board">
          {mockup.board.map((slot) => (
            <li key={slot.label}>
              <strong>{slot.label}</strong>
              <span className="muted">{slot.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="actions">
        <button type="button" className="button button-primary" onClick={() => setNotifyOpen(true)}>
          Submit My Picks
        </button>
      </div>

      <GameRulesDialog
        open={rulesOpen}
        onClose={() => setRulesOpen(false)}
        gameTypeId={gameType?.id ?? null}
      />
      {contest.data ? (
        <PrizeGridDialog
          open={prizesOpen}
          onClose={() => setPrizesOpen(false)}
          title="Prize Grid"
          rows={contest.data.prizes}
          limits={{ min: contest.data.contest.minTeams, max: contest.data.contest.maxTeams }}
        />
      ) : (
        <Modal open={prizesOpen} onClose={() => setPrizesOpen(false)} title="Prize Grid">
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Prize Grid">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Number of Teams</th>
                  <th scope="col">Prize</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{mockup.prize.teams}</td>
                  <td>{mockup.prize.text}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </Modal>
      )}
      <Modal
        open={notifyOpen}
        onClose={() => setNotifyOpen(false)}
        title={notices.SPORTS_MOCKUP_NOTIFY.title}
      >
        <p className="dialog-message">{noticeText('SPORTS_MOCKUP_NOTIFY')}</p>
        <NotifyMe topic={topic} gameName={name} />
      </Modal>
    </section>
  );
}

export const ZonesPage = () => <MockupPage layout="zones" />;
export const High5Page = () => <MockupPage layout="high5" />;
export const Pick5Page = () => <MockupPage layout="pick5" />;
export const BracketsPage = () => <MockupPage layout="brackets" />;
