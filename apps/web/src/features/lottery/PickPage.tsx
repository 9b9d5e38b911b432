import { notices } from '@powerplay/contracts';
import {
  anyPrizeOdds,
  formatOdds,
  gameTypeConfigs,
  hitOdds,
  jackpotOf,
  powerplayNames,
  sortedPicks,
} from '@powerplay/domain';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { Message } from '../../lib/messages';
import { describeError } from '../../lib/api';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { QueryError } from '../../components/ui/QueryError';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMe } from '../auth';
import { nextGameOf, useLotteryGames, useMyGameEntry, useSavePicks, type GameType } from './api';
import { Ball } from './Ball';
import { Commitment } from './Commitment';
import { gameCopy, powerplayHelp } from './copy';
import { Countdown } from './Countdown';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PrizesDialog, TopPrizeList } from './dialogs';
import { useNow, useServerClockOffset } from '../../lib/useNow';
import { drawPath, isDemoState } from './paths';
import { formatPrize } from '../../lib/money';
import { formatDrawDate } from '../../lib/time';
import { messageOf } from '../../lib/messages';
import { pickMessage } from './messages';
import { PickGrid } from './PickGrid';
import { territoryText } from './territory';
import './lottery.css';

interface Shown {
  message: Message;
  role: 'dialog' | 'alertdialog';
  then?: () => void;
}

/** Picks restored from navigation state (returning from /register or /login). */
function restoredPicks(state: unknown, max: number): number[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const selected = (state as { selected?: unknown }).selected;
  if (!Array.isArray(selected)) return null;
  const numbers = selected.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= max);
  return numbers.length ? [...new Set(numbers)] : null;
}

/** The pick page of one draw game: grid, counter, SUBMIT, review, prizes, countdown. */
export function PickPage({ type }: { type: GameType }) {
  const config = gameTypeConfigs[type];
  const copy = gameCopy[type];
  useDocumentTitle(config.name);
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const user = me.data ?? null;
  const games = useLotteryGames();
  const now = useNow(1000, useServerClockOffset());
  const game = nextGameOf(games.data, type, now);
  // My saved picks in this draw (the draw itself is the list's).
  const detail = useMyGameEntry(user && game ? game.id : null);
  const save = useSavePicks();

  const restored = restoredPicks(location.state, config.max);
  // Picks the player has touched on this page; until then, their saved entry (or restored picks).
  const [edited, setEdited] = useState<number[] | null>(restored);
  const [reviewing, setReviewing] = useState(restored !== null && restored.length === config.picks);
  const [prizesOpen, setPrizesOpen] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const saved = detail.data?.entry?.picks ?? null;
  const picks = edited ?? saved ?? [];

  const tiers = game?.prizeTiers ?? config.prizeTiers;
  const currency = game?.currency ?? config.currency;
  const jackpot = jackpotOf(tiers);
  const territory = territoryText(config.territory);

  function show(message: Message, role: Shown['role'] = 'alertdialog', then?: () => void) {
    setShown({ message, role, then });
  }

  function onSubmit() {
    if (!game) return show(messageOf('GAME_NOT_FOUND'));
    if (picks.length < config.picks) return show(pickMessage(type, 'PICKS_TOO_FEW', config.picks));
    if (!user) {
      const selected = sortedPicks(picks);
      return show(
        messageOf('AUTH_REQUIRED'),
        'alertdialog',
        type === 'elite8'
          ? () => void navigate('/register', { state: { backlink: 'elite8', selected } })
          : undefined,
      );
    }
    setReviewing(true);
  }

  function confirm() {
    if (!game) return;
    save.mutate(
      { id: game.id, numbers: sortedPicks(picks) },
      {
        onSuccess: () => {
          setReviewing(false);
          show(notices.PICKS_SAVED, 'dialog', () => void navigate('/powerplay-lotto'));
        },
        onError: (error) => {
          setReviewing(false);
          show(describeError(error));
        },
      },
    );
  }

  function closeMessage() {
    const then = shown?.then;
    setShown(null);
    then?.();
  }

  const header = (
    <header className="page-header lotto-header">
      <p className="eyebrow">Powerplay Lotto</p>
      <h1 id="pick-title">{config.name}</h1>
      <p className="lead">{copy.tagline}</p>
    </header>
  );

  if (games.isPending) {
    return (
      <section className="page" aria-labelledby="pick-title" aria-busy="true">
        {header}
        <Loading />
      </section>
    );
  }

  if (games.isError) {
    return (
      <section className="page" aria-labelledby="pick-title">
        {header}
        <QueryError error={games.error} onRetry={() => void games.refetch()} retrying={games.isFetching} />
      </section>
    );
  }

  const startsIn = game ? Date.parse(game.startAt) - now : 0;
  const deadlinePassed = game ? Date.parse(game.pickDeadline) <= now : false;

  return (
    <section className={`page pick-page pick-${type}`} aria-labelledby="pick-title">
      {header}
      <div className="pick-layout">
        <div className="pick-main">
          {game ? (
            <div className="draw-facts">
              <div className="fact">
                <span className="fact-label">Jackpot</span>
                <span className="fact-value jackpot">
                  {jackpot ? formatPrize(jackpot.amount, jackpot.kind, currency) : '—'}
                </span>
              </div>
              <div className="fact">
                <span className="fact-label">Jackpot odds</span>
                <span className="fact-value">
                  {jackpot ? formatOdds(hitOdds(config, jackpot.hits)) : '—'}
                </span>
              </div>
              <div className="fact">
                <span className="fact-label">Odds of any prize</span>
                <span className="fact-value">{formatOdds(anyPrizeOdds(config, tiers))}</span>
              </div>
              <div className="fact">
                <span className="fact-label">Draw date</span>
                <span className="fact-value">{formatDrawDate(game.startAt)}</span>
              </div>
              {type === 'elite8' ? (
                <div className="fact">
                  <span className="fact-label">Picks close</span>
                  <span className="fact-value">{formatDrawDate(game.pickDeadline)}</span>
                </div>
              ) : null}
              <div className="fact fact-wide">
                <span className="fact-label">Draw starts in</span>
                <Countdown ms={startsIn} label="Draw starts in" seconds={type !== 'sweet16'} />
              </div>
              <div className="fact fact-wide">
                <Commitment gameId={game.id} commitment={game.commitment} />
              </div>
            </div>
          ) : (
            <ErrorPanel {...messageOf('GAME_NOT_FOUND')} role="status" />
          )}

          {user && saved ? (
            <p className="pick-note">
              You already have an entry for this draw; change your numbers and submit again.
            </p>
          ) : null}
          {territory ? (
            <p className="pick-note territory-note" id="territory-note">
              <strong>Who can enter:</strong> {territory}
            </p>
          ) : null}
          {deadlinePassed ? <p className="pick-note">{messageOf('PICKS_CLOSED').message}</p> : null}

          {user && game && detail.isPending ? <Loading label="Loading your numbers…" /> : null}
          <PickGrid
            config={config}
            picks={picks}
            columns={copy.columns}
            onChange={setEdited}
            onRefused={(code) => show(pickMessage(type, code, config.picks))}
          />
          <div className="actions pick-actions">
            <button type="button" className="button button-primary" onClick={onSubmit}>
              {copy.submitLabel}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setEdited([])}
              disabled={picks.length === 0}
            >
              Clear
            </button>
            <button type="button" className="button button-secondary" onClick={() => setPrizesOpen(true)}>
              Prizes
            </button>
          </div>
          <p className="pick-links">
            <Link to={drawPath(type)}>Watch the live draw</Link>
            {copy.demo ? (
              <>
                {' · '}
                <Link to={drawPath(type)} state={{ demo: true }}>
                  Try the demo
                </Link>
              </>
            ) : null}
            {!user && !me.isPending ? (
              <>
                {' · '}
                <Link to="/login" state={{ backlink: type, selected: sortedPicks(picks) }}>
                  Sign in
                </Link>
              </>
            ) : null}
          </p>
        </div>

        <aside className="pick-aside" aria-label="Prizes and rules">
          <section className="lotto-panel" aria-labelledby="top-prizes">
            <h2 id="top-prizes">Top prizes</h2>
            <TopPrizeList tiers={tiers} currency={currency} shape={config} />
            <p className="lotto-note">{notices.PRIZES_SPLIT.message}</p>
          </section>
          <section className="lotto-panel" aria-labelledby="rules">
            <h2 id="rules">Rules</h2>
            <ul className="rules-list">
              {copy.rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </section>
          <section className="lotto-panel" aria-labelledby="powerplays">
            <h2 id="powerplays">Powerplays</h2>
            <dl className="powerplay-help">
              {([2, 3, 4, 5, 1] as const).map((id) => (
                <div key={id}>
                  <dt>{powerplayNames[id]}</dt>
                  <dd>{powerplayHelp[id]}</dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
      </div>

      <ConfirmDialog
        open={reviewing}
        title={type === 'elite8' ? notices.ELITE8_CONFIRM.title : 'Review your numbers'}
        confirmLabel="Submit"
        busy={save.isPending}
        onConfirm={confirm}
        onCancel={() => setReviewing(false)}
      >
        <p>Your numbers for {game ? formatDrawDate(game.startAt) : 'the next draw'}:</p>
        <ul className="ball-row" aria-label="Your numbers">
          {sortedPicks(picks).map((n) => (
            <li key={n}>
              <Ball number={n} variant="pick" size="small" />
            </li>
          ))}
        </ul>
      </ConfirmDialog>
      <PrizesDialog
        open={prizesOpen}
        onClose={() => setPrizesOpen(false)}
        tiers={tiers}
        currency={currency}
        shape={config}
      />
      <MessageDialog message={shown?.message ?? null} role={shown?.role} onClose={closeMessage} />
    </section>
  );
}

/** `/747`; with the demo's navigation state it is the 747 demo. */
export function Pick747Page() {
  const location = useLocation();
  if (isDemoState(location.state)) return <Navigate to="/747-draw" state={{ demo: true }} replace />;
  return <PickPage type="747" />;
}
export const PickSweet16Page = () => <PickPage type="sweet16" />;
export const PickElite8Page = () => <PickPage type="elite8" />;
export const PickGridlockPage = () => <PickPage type="gridlock" />;
