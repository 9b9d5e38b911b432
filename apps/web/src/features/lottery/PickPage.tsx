import { notices } from '@powerplay/contracts';
import { gameTypeConfigs, sortedPicks } from '@powerplay/domain';
import { Link, Navigate, useLocation } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Field } from '../../components/ui/Field';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { QueryError } from '../../components/ui/QueryError';
import { messageOf, noticeText } from '../../lib/messages';
import { formatDrawDate } from '../../lib/time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNow, useServerClockOffset } from '../../lib/useNow';
import { useMe } from '../auth';
import { CreatePrivateContestButton } from '../friends';
import { nextGameOf, useLotteryGames, type GameType } from './api';
import { Ball } from './Ball';
import { gameCopy } from './copy';
import { PrizesButton } from './dialogs';
import { DrawFacts } from './DrawFacts';
import { drawPath, isDemoState } from './paths';
import { PickAside } from './PickAside';
import { PickGrid } from './PickGrid';
import { territoryText } from './territory';
import { usePickFlow } from './usePickFlow';
import './lottery.css';
import { useBrand } from '../brand';

/** The pick page of one draw game: grid, counter, SUBMIT, review, prizes, countdown. */
export function PickPage({ type }: { type: GameType }) {
  const { siteName } = useBrand();
  const config = gameTypeConfigs[type];
  const copy = gameCopy[type];
  useDocumentTitle(config.name);
  const location = useLocation();
  const me = useMe();
  const user = me.data ?? null;
  const games = useLotteryGames();
  const now = useNow(1000, useServerClockOffset());
  const game = nextGameOf(games.data, type, now);
  const flow = usePickFlow(type, game, user !== null, location.state);
  const { picks, saved } = flow;

  const tiers = game?.prizeTiers ?? config.prizeTiers;
  const currency = game?.currency ?? config.currency;
  const territory = territoryText(config.territory);

  const header = (
    <header className="page-header lotto-header">
      <p className="eyebrow">{`${siteName} Lotto`}</p>
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

  const deadlinePassed = game ? Date.parse(game.pickDeadline) <= now : false;

  return (
    <section className={`page pick-page pick-${type}`} aria-labelledby="pick-title">
      {header}
      <div className="pick-layout">
        <div className="pick-main">
          {game ? (
            <DrawFacts game={game} type={type} tiers={tiers} currency={currency} now={now} />
          ) : (
            <ErrorPanel {...messageOf('GAME_NOT_FOUND')} role="status" />
          )}

          {user && saved ? (
            <p className="pick-note">
              You already have an entry for this draw; change your numbers and submit again.
            </p>
          ) : null}
          {user && game && !deadlinePassed ? (
            <CreatePrivateContestButton
              game={{ kind: 'lottery', id: game.id, name: `${config.name} draw` }}
            />
          ) : null}
          {territory ? (
            <p className="pick-note territory-note" id="territory-note">
              <strong>Who can enter:</strong> {territory}
            </p>
          ) : null}
          {deadlinePassed ? <p className="pick-note">{messageOf('PICKS_CLOSED').message}</p> : null}

          {flow.loading ? <Loading label="Loading your numbers…" /> : null}
          <PickGrid
            config={config}
            picks={picks}
            columns={copy.columns}
            onChange={flow.setPicks}
            onRefused={flow.refuse}
          />
          <div className="actions pick-actions">
            <button type="button" className="button button-primary" onClick={flow.onSubmit}>
              {copy.submitLabel}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => flow.setPicks([])}
              disabled={picks.length === 0}
            >
              Clear
            </button>
            <PrizesButton
              label="Prizes"
              className="button button-secondary"
              tiers={tiers}
              currency={currency}
              shape={config}
            />
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

        <PickAside type={type} tiers={tiers} currency={currency} />
      </div>

      <ConfirmDialog
        open={flow.reviewing}
        title={type === 'elite8' ? notices.ELITE8_CONFIRM.title : 'Review your numbers'}
        confirmLabel="Submit"
        busy={flow.saving}
        onConfirm={flow.confirm}
        onCancel={flow.cancelReview}
      >
        {flow.skillQuestion ? (
          <Field
            id="elite8-skill-answer"
            label={
              <>
                <strong>{notices.ELITE8_SKILL_QUESTION.title}</strong>{' '}
                {noticeText('ELITE8_SKILL_QUESTION', { question: flow.skillQuestion })}
              </>
            }
            problem={flow.answerProblem}
            name="skillAnswer"
            errorId="elite8-skill-problem"
            alertError
          >
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={flow.answer}
              onChange={(e) => flow.setAnswer(e.target.value)}
            />
          </Field>
        ) : null}
        <p>Your numbers for {game ? formatDrawDate(game.startAt) : 'the next draw'}:</p>
        <ul className="ball-row" aria-label="Your numbers">
          {sortedPicks(picks).map((n) => (
            <li key={n}>
              <Ball number={n} variant="pick" size="small" />
            </li>
          ))}
        </ul>
      </ConfirmDialog>
      <MessageDialog
        message={flow.shown?.message ?? null}
        role={flow.shown?.role}
        onClose={flow.closeMessage}
      />
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
