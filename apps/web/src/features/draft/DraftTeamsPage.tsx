import { notices, type DraftContestResponse } from '@powerplay/contracts';
import { DRAFT_PICKS, rowMatches, withSaved } from '@powerplay/domain';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { QueryError } from '../../components/ui/QueryError';
import { describeError, isApiError } from '../../lib/api';
import { messageOf, noticeText, type Message } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNow } from '../../lib/useNow';
import type { FieldProblem } from '../../lib/validation';
import { useMe } from '../auth';
import { CreatePrivateContestButton } from '../friends';
import { useDraftContest, useDraftContests, useSaveDraftEntry } from './api';
import { DraftConfirmDialog } from './DraftConfirmDialog';
import {
  actualOrder,
  contestLivePath,
  draftStatusLabel,
  draftTeamsPath,
  featuredContest,
  idParam,
} from './paths';
import { RankingTable } from './RankingTable';
import { RulesAndPrizes } from './shared';
import '../../components/ui/panels.css';
import './draft.css';

/**
 * The order brought back from /register or /login (`{ selected: { ranking } }`): the known prospects,
 * each once, in that order; null when there is none.
 */
function restoredRanking(state: unknown, pool: ReadonlySet<number>): number[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const selected = (state as { selected?: unknown }).selected;
  if (typeof selected !== 'object' || selected === null) return null;
  const ranking = (selected as { ranking?: unknown }).ranking;
  if (!Array.isArray(ranking)) return null;
  const seen = new Set<number>();
  for (const id of ranking.slice(0, pool.size)) {
    if (typeof id === 'number' && pool.has(id)) seen.add(id);
  }
  return seen.size > 0 ? [...seen] : null;
}

/** `/draft-day-teams?contest=<id>`: my order of the players, submitted as my top 32. */
export function DraftTeamsPage() {
  useDocumentTitle('My Mock Draft');
  const [search] = useSearchParams();
  const contestId = idParam(search, 'contest');
  return (
    <section className="page draft-page draft-teams-page" aria-labelledby="draft-title">
      {contestId === null ? <FeaturedContest /> : <ContestRanking key={contestId} contestId={contestId} />}
    </section>
  );
}

/** Without `?contest=`: the draft the landing shows. */
function FeaturedContest() {
  const contests = useDraftContests();
  if (contests.isPending) return <Loading />;
  const title = <h1 id="draft-title">{noticeText('DRAFT_TITLE')}</h1>;
  if (contests.isError) {
    return (
      <>
        {title}
        <QueryError error={contests.error} onRetry={() => void contests.refetch()} />
      </>
    );
  }
  const contest = featuredContest(contests.data.contests);
  if (!contest) {
    return (
      <>
        {title}
        <ErrorPanel title={notices.DRAFT_NONE.title} message={noticeText('DRAFT_NONE')} role="status" />
      </>
    );
  }
  return <Navigate to={draftTeamsPath(contest.id)} replace />;
}

function ContestRanking({ contestId }: { contestId: number }) {
  const draft = useDraftContest(contestId);
  if (draft.isPending) return <Loading />;
  if (draft.isError) {
    return (
      <>
        <h1 id="draft-title">{noticeText('DRAFT_TITLE')}</h1>
        <QueryError error={draft.error} onRetry={() => void draft.refetch()} retrying={draft.isFetching} />
      </>
    );
  }
  return <Ranking data={draft.data} />;
}

interface Shown {
  message: Message;
  role?: 'dialog' | 'alertdialog';
  then?: () => void;
}

function Ranking({ data }: { data: DraftContestResponse }) {
  const { contest, slots } = data;
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const save = useSaveDraftEntry();
  const prospects = new Map(data.prospects.map((p) => [p.id, p]));
  const defaultOrder = [...data.prospects].sort((a, b) => a.preDraftRank - b.preDraftRank).map((p) => p.id);
  // Open until the deadline, even when the page stays open past it (the server refuses a late save too).
  const now = useNow(15_000);
  const editable = contest.status === 'open' && Date.parse(contest.pickDeadline) > now;

  // Back from /register or /login: the order the player had, and the confirm dialog straight away.
  const [restored] = useState(() => restoredRanking(location.state, new Set(defaultOrder)));
  const [order, setOrder] = useState<number[]>(() =>
    withSaved(defaultOrder, restored ?? data.myEntry?.ranking ?? null),
  );
  const [confirming, setConfirming] = useState(editable && restored !== null);
  // The skill-testing answer, asked with a first submission, and the server's word on a wrong one.
  const [answer, setAnswer] = useState('');
  const [answerProblem, setAnswerProblem] = useState<FieldProblem | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  // The restored order is used once: a reload or a later visit starts from the saved entry.
  const backlink = draftTeamsPath(contest.id).slice(1);
  useEffect(() => {
    if (restored !== null) void navigate(`/${backlink}`, { replace: true, state: null });
  }, [restored, backlink, navigate]);

  const matches = rowMatches(order, actualOrder(data.picks));
  const top = order.slice(0, DRAFT_PICKS);

  function signInFirst() {
    setConfirming(false);
    setShown({
      message: messageOf('AUTH_REQUIRED'),
      then: () => void navigate('/register', { state: { backlink, selected: { ranking: order } } }),
    });
  }

  function onSubmit() {
    if (me.isPending) return;
    if (!me.data) {
      signInFirst();
      return;
    }
    setConfirming(true);
  }

  function onConfirm() {
    const skillAnswer = /^\s*-?\d{1,7}\s*$/.test(answer) ? Number(answer) : undefined;
    save.mutate(
      { contestId: contest.id, ranking: top, skillAnswer },
      {
        onSuccess: () => {
          setConfirming(false);
          setShown({
            message: notices.DRAFT_PICKS_SAVED,
            role: 'dialog',
            then: () => void navigate('/game-central?tab=draft'),
          });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 401) {
            signInFirst();
            return;
          }
          if (isApiError(error) && error.code === 'DRAFT_SKILL_ANSWER_WRONG') {
            setAnswerProblem({ field: 'skillAnswer', message: describeError(error) });
            return;
          }
          setConfirming(false);
          setShown({ message: describeError(error) });
        },
      },
    );
  }

  function closeMessage() {
    const then = shown?.then;
    setShown(null);
    then?.();
  }

  return (
    <>
      <header className="page-header draft-teams-header">
        <p className="eyebrow">{noticeText('DRAFT_STATUS', { status: draftStatusLabel(contest.status) })}</p>
        <h1 id="draft-title">{noticeText('DRAFT_TITLE')}</h1>
        <p className="lead">
          {noticeText('DRAFT_DEADLINE', { time: formatDateTime(contest.pickDeadline) })}
          {' · '}
          {noticeText('DRAFT_FIRST_PICK', { time: formatDateTime(contest.startAt) })}
        </p>
        <RulesAndPrizes contest={contest} />
      </header>

      {editable && me.data ? (
        <CreatePrivateContestButton game={{ kind: 'draft', id: contest.id, name: contest.name }} />
      ) : null}
      {editable ? (
        <p className="hint-text">{noticeText('DRAFT_ORDER_HINT')}</p>
      ) : (
        <div className="draft-closed" role="note">
          <p>{noticeText('DRAFT_READ_ONLY')}</p>
          <p>
            <Link to={contestLivePath(contest)}>
              {noticeText(contest.status === 'final' ? 'DRAFT_VIEW_RESULTS' : 'DRAFT_WATCH_LIVE_DRAFT')}
            </Link>
          </p>
        </div>
      )}

      <RankingTable
        order={order}
        prospects={prospects}
        slots={slots}
        matches={matches}
        editable={editable}
        onChange={setOrder}
      />

      {editable ? (
        <div className="actions draft-submit">
          <button type="button" className="button button-primary" onClick={onSubmit} disabled={me.isPending}>
            {noticeText('DRAFT_SUBMIT')}
          </button>
        </div>
      ) : null}

      <DraftConfirmDialog
        open={confirming}
        busy={save.isPending}
        top={top}
        prospects={prospects}
        slots={slots}
        skillQuestion={data.skillQuestion}
        answer={answer}
        answerProblem={answerProblem}
        onAnswer={(value) => {
          setAnswer(value);
          setAnswerProblem(null);
        }}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
      <MessageDialog message={shown?.message ?? null} role={shown?.role} onClose={closeMessage} />
    </>
  );
}
