import { notices } from '@powerplay/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { noticeText } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useDraftContests } from './api';
import { contestLivePath, draftStatusLabel, draftTeamsPath, featuredContest, idParam } from './paths';
import { ContestRules, PrizeGridDialog, topPrize } from './shared';
import '../../components/ui/panels.css';
import './draft.css';

/**
 * `/draft-day`: the 2020 NFL Power Draft's landing. Shows the featured draft once the
 * drafts are loaded — the live one first (a live draft must be easy to find), else the next
 * open one, else the latest: its deadline and first pick, Watch Live Draft while it is live, Enter Now!
 * while it takes entries or View My Mock Draft Selections, the prize grid and the contest text. When the
 * draft shown no longer takes entries, the next one that does is offered beside it. `?contest=<id>` shows
 * that draft instead (a link to one draft, while it is listed).
 */
export function DraftLandingPage() {
  const title = noticeText('DRAFT_TITLE');
  useDocumentTitle(title);
  const contests = useDraftContests();
  const [search] = useSearchParams();
  const wanted = idParam(search, 'contest');
  const [prizesOpen, setPrizesOpen] = useState(false);

  if (contests.isPending) {
    return (
      <section className="page draft-page" aria-label={title}>
        <Loading />
      </section>
    );
  }
  const list = contests.isError ? [] : contests.data.contests;
  const contest = list.find((c) => c.id === wanted) ?? featuredContest(list);
  const prize = contest ? topPrize(contest.prizes) : null;
  // The draft to enter when the one shown is closed to entries (live, say): the next open one.
  const next =
    contest && contest.status !== 'open'
      ? list.find((c) => c.status === 'open' && c.id !== contest.id)
      : undefined;
  return (
    <section className="page draft-page" aria-labelledby="draft-title">
      <header className="page-header draft-hero">
        {prize ? <p className="eyebrow">{noticeText('DRAFT_WIN_UP_TO', { prize })}</p> : null}
        <h1 id="draft-title">{title}</h1>
        {contest && contest.name !== title ? <p className="lead">{contest.name}</p> : null}
        <p className="draft-tagline">{noticeText('DRAFT_TAGLINE')}</p>
      </header>
      {contests.isError ? (
        <QueryError
          error={contests.error}
          onRetry={() => void contests.refetch()}
          retrying={contests.isFetching}
        />
      ) : !contest ? (
        <ErrorPanel title={notices.DRAFT_NONE.title} message={noticeText('DRAFT_NONE')} role="status" />
      ) : (
        <>
          <div className="draft-landing-card" role="region" aria-label="Contest">
            <dl className="draft-facts">
              <div>
                <dt>Status</dt>
                <dd>{draftStatusLabel(contest.status)}</dd>
              </div>
              <div>
                <dt>Deadline for changing picks</dt>
                <dd>
                  <time dateTime={contest.pickDeadline}>{formatDateTime(contest.pickDeadline)}</time>
                </dd>
              </div>
              <div>
                <dt>First pick</dt>
                <dd>
                  <time dateTime={contest.startAt}>{formatDateTime(contest.startAt)}</time>
                </dd>
              </div>
              {contest.status === 'live' ? (
                <div>
                  <dt>Picks</dt>
                  <dd>{noticeText('DRAFT_PICKS_MADE', { n: contest.picksMade })}</dd>
                </div>
              ) : null}
            </dl>
            <div className="actions">
              {contest.status === 'live' ? (
                <Link to={contestLivePath(contest)} className="button button-primary">
                  {noticeText('DRAFT_WATCH_LIVE_DRAFT')}
                </Link>
              ) : null}
              {contest.myEntryId !== null || contest.status === 'open' ? (
                <Link
                  to={draftTeamsPath(contest.id)}
                  className={contest.status === 'live' ? 'button button-secondary' : 'button button-primary'}
                >
                  {noticeText(contest.myEntryId !== null ? 'DRAFT_VIEW_SELECTIONS' : 'DRAFT_ENTER')}
                </Link>
              ) : null}
              {contest.status === 'final' ? (
                <Link to={contestLivePath(contest)} className="button button-secondary">
                  {noticeText('DRAFT_VIEW_RESULTS')}
                </Link>
              ) : null}
              <button type="button" className="button button-secondary" onClick={() => setPrizesOpen(true)}>
                {notices.DRAFT_PRIZE_GRID.title}
              </button>
            </div>
          </div>
          {next ? (
            <section className="draft-landing-card draft-next" aria-labelledby="draft-next-title">
              <h2 id="draft-next-title">{notices.DRAFT_NEXT.title}</h2>
              <dl className="draft-facts">
                <div>
                  <dt>Deadline for changing picks</dt>
                  <dd>
                    <time dateTime={next.pickDeadline}>{formatDateTime(next.pickDeadline)}</time>
                  </dd>
                </div>
                <div>
                  <dt>First pick</dt>
                  <dd>
                    <time dateTime={next.startAt}>{formatDateTime(next.startAt)}</time>
                  </dd>
                </div>
              </dl>
              <div className="actions">
                <Link to={draftTeamsPath(next.id)} className="button button-primary">
                  {noticeText(next.myEntryId !== null ? 'DRAFT_VIEW_SELECTIONS' : 'DRAFT_ENTER')}
                </Link>
              </div>
            </section>
          ) : null}
          <section className="draft-landing-rules" aria-labelledby="draft-rules-title">
            <h2 id="draft-rules-title">{notices.DRAFT_CONTEST_RULES.title}</h2>
            <ContestRules contest={contest} />
          </section>
          <PrizeGridDialog open={prizesOpen} onClose={() => setPrizesOpen(false)} prizes={contest.prizes} />
        </>
      )}
      {/* The draft's other advertised prize, shown whether or not a draft is listed. */}
      <section className="draft-landing-card" aria-labelledby="draft-powerline-title">
        <h2 id="draft-powerline-title">{notices.DRAFT_POWERLINE.title}</h2>
        <p>{noticeText('DRAFT_POWERLINE')}</p>
        <div className="actions">
          <Link to="/select-teams-powerline" className="button button-secondary">
            Play NFL PowerLine
          </Link>
        </div>
      </section>
    </section>
  );
}
