import { notices, type GameTypeLayout, type NotifyTopic, type SportsSport } from '@powerplay/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Modal } from '../../components/ui/Modal';
import { TableScroll } from '../../components/ui/TableScroll';
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
  lead: string;
  /** The board the page shows (display only). */
  board: { label: string; text: string }[];
  /** The prize the spec's mock-up announces, for the prize dialog when no contest is open. */
  prize: { teams: string; text: string };
}

type Slug = SportsSport['slug'];

/** What a sport scores: runs, goals or points (issue 22: hockey pages never say runs). */
const scoreUnit: Record<Slug, string> = {
  baseball: 'runs',
  hockey: 'goals',
  basketball: 'points',
  football: 'points',
};

/** GAME-RULES "The other game types become real contests": each sport's zones. */
const zonesOf: Record<Slug, string[]> = {
  baseball: ['0–1', '2–3', '4–5', '6–7', '8–12'],
  hockey: ['0', '1', '2', '3', '4+'],
  basketball: ['≤ 99', '100–109', '110–119', '120–129', '130+'],
  football: ['≤ 13', '14–20', '21–27', '28–34', '35+'],
};

/** High 5's top row per sport (GAME-RULES; baseball's 60 runs is the spec's figure). */
const high5TopOf: Record<Slug, number> = { baseball: 60, hockey: 25, basketball: 650, football: 180 };

/**
 * Spec 000 §2 "Static mock-up pages" and GAME-RULES "Sports contests", in the words of the sport shown:
 * baseball keeps the spec's texts (21 runs, 60 runs); the others say goals or points, with their own
 * zones and High 5 figure.
 */
function mockupOf(layout: MockupLayout, sport: Slug): Mockup {
  const unit = scoreUnit[sport];
  switch (layout) {
    case 'zones': {
      const win =
        sport === 'baseball'
          ? { lead: 'Win $100 if your teams score 21 runs.', prize: 'when your teams score 21 runs' }
          : {
              lead: 'Win $100 if every team lands in its zone.',
              prize: 'when every team lands in its zone',
            };
      return {
        lead: `Place 1 to 10 teams in score zones. ${win.lead}`,
        // The noun agrees with the zone: "1 goal", "0 goals", "2–3 runs".
        board: zonesOf[sport].map((label) => ({ label, text: label === '1' ? unit.slice(0, -1) : unit })),
        prize: { teams: '1 to 10', text: `${formatPrize(10_000)} ${win.prize}` },
      };
    }
    case 'high5': {
      const top = `${high5TopOf[sport].toLocaleString('en-US')} ${unit}`;
      return {
        lead: `Highest score wins: select 5 teams. You could win $1000 if your teams score ${top}.`,
        board: [1, 2, 3, 4, 5].map((n) => ({ label: `Team ${n}`, text: 'Select a team' })),
        prize: { teams: '5', text: `${formatPrize(100_000)} when your teams score ${top}` },
      };
    }
    case 'pick5':
      return {
        lead: 'Select 5 teams and build the best poker-like hand from their scores.',
        board: [1, 2, 3, 4, 5].map((n) => ({ label: `Team ${n}`, text: 'Select a team' })),
        prize: { teams: '5', text: 'The best hand of the slate wins' },
      };
    case 'brackets':
      return {
        lead: 'Call the winners of 2, 4, 8, 10 and 12 team rounds, for up to $100.',
        board: [2, 4, 8, 10, 12].map((n) => ({ label: `${n} teams`, text: 'round' })),
        prize: { teams: '2 to 12', text: `Up to ${formatPrize(10_000)}` },
      };
  }
}

const titles: Record<MockupLayout, string> = {
  zones: 'Game Zones',
  high5: 'High 5',
  pick5: 'Pick 5',
  brackets: 'Brackets',
};

/**
 * A display mock-up of a game type still to launch (`/select-teams-zones`, `-high5`, `-pick5`,
 * `-brackets`; `?contest=<id>` or `?gameType=<id>`). Every button does something true: Game Rules
 * and View Prize Grid open the type's rules and prizes, Submit My Picks offers Notify Me.
 */
function MockupPage({ layout }: { layout: MockupLayout }) {
  useDocumentTitle(titles[layout]);
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
  const name = sport && gameType ? `${sport.name} ${gameType.name}` : titles[layout];
  // The sport's own words once the sports are here (the spec's baseball texts when none is found);
  // nothing about scores before, so a hockey page never shows runs while it loads.
  const slug = sport?.slug ?? (sports.isPending ? null : 'baseball');
  const mockup = slug ? mockupOf(layout, slug) : null;

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
        {mockup ? <p className="lead">{mockup.lead}</p> : null}
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
          {(mockup?.board ?? []).map((slot) => (
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
          <TableScroll label="Prize Grid">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Number of Teams</th>
                  <th scope="col">Prize</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{mockup?.prize.teams}</td>
                  <td>{mockup?.prize.text}</td>
                </tr>
              </tbody>
            </table>
          </TableScroll>
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
