import {
  draftEventSchemas,
  liveEventPaths,
  notices,
  playerEventSchemas,
  type DraftContestResponse,
  type DraftLiveResponse,
  type UseDraftPowerplayRequest,
} from '@powerplay/contracts';
import {
  DRAFT_PICKS,
  draftPowerplayIds,
  draftPowerplayNames,
  type DraftPowerplayId,
} from '@powerplay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { QueryError } from '../../components/ui/QueryError';
import { describeError, isApiError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { formatPrize } from '../../lib/money';
import { queryKeys } from '../../lib/queryKeys';
import { formatDateTime } from '../../lib/time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useEventStream } from '../../lib/useEventStream';
import { useIdempotencyKey } from '../../lib/useIdempotencyKey';
import { RequireSignIn, useMe } from '../auth';
import {
  postDraftPowerplay,
  useDraftContest,
  useDraftContests,
  useDraftLive,
  useMyDraftEntries,
  useViewer,
} from './api';
import { recount, unavailableReason, withContestStatus, withPick } from './liveState';
import {
  clubName,
  draftLivePath,
  draftStatusLabel,
  draftTeamsPath,
  featuredContest,
  idParam,
  matchLabel,
  ordinal,
  sortedPicks,
} from './paths';
import { RulesAndPrizes } from './shared';
import { SwapDialog } from './SwapDialog';
import '../../components/ui/panels.css';
import './draft.css';

/**
 * `/draft-day-live?entry=<id>` (my entry) or `?contest=<id>` (watching without one); with neither, the
 * player's latest entry or the live draft (spec 002 §2.4). Until the data is here only the header and
 * footer show, with the loader.
 */
export function DraftLivePage() {
  useDocumentTitle('Live Draft');
  const [search] = useSearchParams();
  const entryId = idParam(search, 'entry');
  const contestId = idParam(search, 'contest');
  return (
    <section className="page draft-page draft-live-page" aria-labelledby="draft-title">
      {entryId !== null ? (
        <RequireSignIn>{() => <EntryLive key={entryId} entryId={entryId} />}</RequireSignIn>
      ) : contestId !== null ? (
        <ContestWatch key={contestId} contestId={contestId} />
      ) : (
        <LatestDraft />
      )}
    </section>
  );
}

const title = () => <h1 id="draft-title">{noticeText('DRAFT_TITLE')}</h1>;

/** No address: my latest entry (a live one first), else the live draft, else the landing's draft. */
function LatestDraft() {
  const me = useMe();
  const signedIn = Boolean(me.data);
  const entries = useMyDraftEntries(signedIn);
  const contests = useDraftContests(!signedIn || entries.isSuccess);
  if (me.isPending || (signedIn && entries.isPending) || contests.isPending) return <Loading />;
  const failed = entries.error ?? contests.error;
  if (failed) {
    return (
      <>
        {title()}
        <QueryError
          error={failed}
          onRetry={() => void (entries.isError ? entries.refetch() : contests.refetch())}
        />
      </>
    );
  }
  const mine = [...(entries.data?.entries ?? [])].sort(
    (a, b) =>
      Number(b.contest.status === 'live') - Number(a.contest.status === 'live') ||
      Date.parse(b.contest.startAt) - Date.parse(a.contest.startAt),
  )[0];
  if (mine) return <Navigate to={draftLivePath({ entry: mine.id })} replace />;
  const contest = featuredContest(
    [...(contests.data?.contests ?? [])].sort(
      (a, b) => Number(b.status === 'live') - Number(a.status === 'live'),
    ),
  );
  if (contest) return <Navigate to={draftLivePath({ contest: contest.id })} replace />;
  return (
    <>
      {title()}
      <ErrorPanel title={notices.DRAFT_NONE.title} message={noticeText('DRAFT_NONE')} role="status" />
    </>
  );
}

function ContestWatch({ contestId }: { contestId: number }) {
  const draft = useDraftContest(contestId);
  if (draft.isPending) return <Loading />;
  if (draft.isError) {
    return (
      <>
        {title()}
        <QueryError error={draft.error} onRetry={() => void draft.refetch()} retrying={draft.isFetching} />
      </>
    );
  }
  const mine = draft.data.contest.myEntryId;
  if (mine !== null) return <Navigate to={draftLivePath({ entry: mine })} replace />;
  return <LiveScreen draft={draft.data} live={null} />;
}

function EntryLive({ entryId }: { entryId: number }) {
  const live = useDraftLive(entryId);
  const draft = useDraftContest(live.data?.contest.id ?? null);
  if (live.isPending || (live.isSuccess && draft.isPending)) return <Loading />;
  const failed = live.error ?? draft.error;
  if (failed || !live.data || !draft.data) {
    return (
      <>
        {title()}
        <QueryError
          error={failed}
          onRetry={() => void (live.isError ? live.refetch() : draft.refetch())}
          retrying={live.isFetching || draft.isFetching}
        />
      </>
    );
  }
  return <LiveScreen draft={draft.data} live={live.data} />;
}

/**
 * The draft's picks as they are made (`pick`, `status`, `settled` on the draft's stream) merged into the
 * draft and my entry, my matches recounted here; my own changes from another page or device (the
 * player's `draft-entry`) refetch my entry. No polling.
 */
function useDraftStreams(draft: DraftContestResponse, entryId: number | null) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const contestKey = queryKeys.draft.contest(draft.contest.id, viewer.id);
  const liveKey = queryKeys.draft.live(entryId ?? 0);
  const settled = draft.contest.settledAt !== null;

  useEventStream(settled ? null : liveEventPaths.draft(draft.contest.id), draftEventSchemas, (event) => {
    if (event.type === 'pick') {
      const next = queryClient.setQueryData<DraftContestResponse>(contestKey, (old) =>
        old ? withPick(old, event.data) : old,
      );
      if (entryId !== null && next) {
        queryClient.setQueryData<DraftLiveResponse>(liveKey, (old) => (old ? recount(old, next.picks) : old));
      }
    } else if (event.type === 'status') {
      const status = event.data.status;
      queryClient.setQueryData<DraftContestResponse>(contestKey, (old) =>
        old ? withContestStatus(old, status) : old,
      );
      if (entryId !== null) {
        queryClient.setQueryData<DraftLiveResponse>(liveKey, (old) =>
          old ? withContestStatus(old, status) : old,
        );
      }
    } else {
      // Settled: the result and the prize come from the server, once.
      void queryClient.invalidateQueries({ queryKey: contestKey });
      if (entryId !== null) void queryClient.invalidateQueries({ queryKey: liveKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.draft.entries });
    }
  });

  useEventStream(entryId !== null ? liveEventPaths.me : null, playerEventSchemas, (event) => {
    if (event.type !== 'draft-entry' || event.data.entryId !== entryId) return;
    const current = queryClient.getQueryData<DraftLiveResponse>(liveKey);
    const ranking = current ? [...current.entry.rows].sort((a, b) => a.rank - b.rank) : [];
    const same =
      current !== undefined &&
      event.data.ranking.length === ranking.length &&
      event.data.ranking.every((id, i) => ranking[i]?.prospectId === id) &&
      event.data.powerplays.every(
        (p) => current.powerplays.find((q) => q.id === p.id)?.remaining === p.remaining,
      );
    if (!same) void queryClient.invalidateQueries({ queryKey: liveKey });
  });
}

/** Scrolling one list scrolls the other (spec 002 §2.4): both have a row per pick, one height each. */
function useSyncedScroll(): [
  RefObject<HTMLDivElement | null>,
  RefObject<HTMLDivElement | null>,
  (from: 0 | 1) => void,
] {
  const a = useRef<HTMLDivElement>(null);
  const b = useRef<HTMLDivElement>(null);
  const onScroll = (from: 0 | 1) => {
    const [source, target] = from === 0 ? [a.current, b.current] : [b.current, a.current];
    if (!source || !target) return;
    if (Math.abs(target.scrollTop - source.scrollTop) > 1) target.scrollTop = source.scrollTop;
  };
  return [a, b, onScroll];
}

function bannerText(draft: DraftContestResponse): string {
  const picks = sortedPicks(draft.picks);
  const latest = picks[picks.length - 1];
  if (!latest) return noticeText('DRAFT_BANNER_BEFORE', { time: formatDateTime(draft.contest.startAt) });
  const prospect = draft.prospects.find((p) => p.id === latest.prospectId);
  return noticeText('DRAFT_BANNER_PICK', {
    nth: ordinal(latest.pick),
    team: clubName(latest.team),
    player: prospect?.name ?? '',
    position: prospect?.position ?? '',
    school: prospect?.school ?? '',
  });
}

function LiveScreen({ draft, live }: { draft: DraftContestResponse; live: DraftLiveResponse | null }) {
  const { contest } = draft;
  useDraftStreams(draft, live?.entry.id ?? null);
  const [listA, listB, onScroll] = useSyncedScroll();
  const picks = new Map(draft.picks.map((p) => [p.pick, p]));
  const prospects = new Map(draft.prospects.map((p) => [p.id, p]));
  const slots = new Map(draft.slots.map((s) => [s.pick, s]));
  const status = live?.contest.status ?? contest.status;

  return (
    <>
      <aside className="draft-sponsor" aria-label="Sponsor">
        {noticeText('DRAFT_SPONSOR')}
      </aside>
      <header className="page-header draft-live-header">
        {title()}
        <RulesAndPrizes contest={contest} />
        <p className="draft-status">{noticeText('DRAFT_STATUS', { status: draftStatusLabel(status) })}</p>
        <p className="draft-tagline">{noticeText('DRAFT_TAGLINE')}</p>
      </header>

      <p className="draft-banner" role="status" aria-live="polite" aria-atomic="true">
        {bannerText(draft)}
      </p>

      {live && status === 'final' ? <Result live={live} /> : null}

      <div className="draft-live-layout">
        <section className="draft-live" aria-labelledby="live-draft-title">
          <h2 id="live-draft-title">Live Draft</h2>
          <p className="draft-matched">{noticeText('DRAFT_PICKS_MADE', { n: draft.picks.length })}</p>
          <div
            className="draft-list-scroll"
            ref={listA}
            onScroll={() => onScroll(0)}
            tabIndex={0}
            role="region"
            aria-label="Live Draft picks"
          >
            <table className="data-table draft-table">
              <thead>
                <tr>
                  <th scope="col">Pick</th>
                  <th scope="col">Team</th>
                  <th scope="col">Player</th>
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: DRAFT_PICKS }, (_, i) => {
                  const made = picks.get(i + 1);
                  const team = made?.team ?? slots.get(i + 1)?.projectedTeam;
                  const taken = made ? prospects.get(made.prospectId) : undefined;
                  return (
                    <tr key={i} data-made={made ? true : undefined}>
                      <td className="num">{i + 1}</td>
                      <td>{team ? clubName(team) : ''}</td>
                      <td>
                        {made ? `${taken?.name ?? ''}, ${taken?.position ?? ''}` : noticeText('DRAFT_TBD')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>

        {live ? (
          <Manager draft={draft} live={live} listRef={listB} onScroll={() => onScroll(1)} />
        ) : (
          <section className="draft-mine" aria-labelledby="my-draft-title">
            <h2 id="my-draft-title">My Draft Manager</h2>
            <p>{noticeText('DRAFT_NO_ENTRY')}</p>
            {contest.status === 'open' ? (
              <p>
                <Link to={draftTeamsPath(contest.id)} className="button button-primary">
                  {noticeText('DRAFT_ENTER')}
                </Link>
              </p>
            ) : null}
          </section>
        )}
      </div>
    </>
  );
}

function Result({ live }: { live: DraftLiveResponse }) {
  const { entry } = live;
  return (
    <section className="draft-result" aria-labelledby="draft-result-title">
      <h2 id="draft-result-title" className="visually-hidden">
        Result
      </h2>
      <p className="draft-result-main">{noticeText('DRAFT_RESULT_MATCHED', { n: entry.matched })}</p>
      <p>
        {entry.result === 'WON'
          ? noticeText('DRAFT_RESULT_WON', { prize: formatPrize(entry.wonCents) })
          : entry.result === 'LOST'
            ? noticeText('DRAFT_RESULT_LOST')
            : noticeText('DRAFT_RESULT_SETTLING')}
      </p>
      {entry.result === 'WON' ? <p className="small">{noticeText('PRIZES_CREDITED')}</p> : null}
    </section>
  );
}

const powerplayOrder: DraftPowerplayId[] = [
  draftPowerplayIds.up,
  draftPowerplayIds.down,
  draftPowerplayIds.swap,
  draftPowerplayIds.undo,
];

/** My Draft Manager (my 32 rows, matched count) and the Powerplay Inventory acting on its selected row. */
function Manager({
  draft,
  live,
  listRef,
  onScroll,
}: {
  draft: DraftContestResponse;
  live: DraftLiveResponse;
  listRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
}) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [swapping, setSwapping] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [notice, setNotice] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const prospects = new Map(draft.prospects.map((p) => [p.id, p]));
  const nameOf = (id: number | undefined) => (id === undefined ? '' : (prospects.get(id)?.name ?? `#${id}`));

  const rows = [...live.entry.rows].sort((a, b) => a.rank - b.rank);
  const selected = selectedId === null ? -1 : rows.findIndex((r) => r.prospectId === selectedId);
  const status = live.contest.status;
  const remaining = (id: number) => live.powerplays.find((p) => p.id === id)?.remaining ?? 0;
  const reasonOf = (id: number) =>
    unavailableReason(id, { status, remaining: remaining(id), selected, rows, canUndo: live.canUndo });

  function announce(answer: DraftLiveResponse, body: UseDraftPowerplayRequest): string {
    const after = [...answer.entry.rows].sort((a, b) => a.rank - b.rank);
    const rankOf = (id: number | undefined) => after.findIndex((r) => r.prospectId === id) + 1;
    const player = nameOf(body.prospectId);
    if (body.powerplayId === draftPowerplayIds.up)
      return noticeText('DRAFT_PP_MOVED_UP', { player, rank: rankOf(body.prospectId) });
    if (body.powerplayId === draftPowerplayIds.down)
      return noticeText('DRAFT_PP_MOVED_DOWN', { player, rank: rankOf(body.prospectId) });
    if (body.powerplayId === draftPowerplayIds.swap)
      return noticeText('DRAFT_PP_SWAPPED', { player, other: nameOf(body.withProspectId) });
    return noticeText('DRAFT_PP_UNDONE');
  }

  async function spend(body: UseDraftPowerplayRequest) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setNotice('');
    try {
      const answer = await postDraftPowerplay(live.entry.id, body, idempotency.keyFor(body));
      idempotency.done();
      queryClient.setQueryData(queryKeys.draft.live(live.entry.id), answer);
      setNotice(announce(answer, body));
    } catch (error) {
      // "No action To Undo!" shows in place (GAME-RULES: visibly); other refusals in the dialog.
      if (isApiError(error) && error.code === 'DRAFT_NOTHING_TO_UNDO') setNotice(error.message);
      else setMessage(describeError(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function use(id: DraftPowerplayId) {
    const reason = reasonOf(id);
    if (reason) {
      setNotice(reason);
      return;
    }
    if (busy) return;
    const row = rows[selected];
    if (id === draftPowerplayIds.undo) void spend({ powerplayId: id });
    else if (id === draftPowerplayIds.swap) setSwapping(true);
    else if (row) void spend({ powerplayId: id, prospectId: row.prospectId });
  }

  const selectedRow = rows[selected];
  const choices = rows
    .filter((r, i) => i !== selected && !r.decided)
    .map((r) => ({ prospectId: r.prospectId, rank: r.rank, name: nameOf(r.prospectId) }));

  return (
    <>
      <section className="draft-mine" aria-labelledby="my-draft-title">
        <h2 id="my-draft-title">My Draft Manager</h2>
        <p className="draft-matched">{noticeText('DRAFT_MATCHED_COUNT', { matched: live.entry.matched })}</p>
        <div
          className="draft-list-scroll"
          ref={listRef}
          onScroll={onScroll}
          tabIndex={0}
          role="region"
          aria-label="My Draft Manager rows"
        >
          <table className="data-table draft-table">
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Player</th>
                <th scope="col">Match</th>
                <th scope="col">Projected team</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = nameOf(row.prospectId);
                const isSelected = row.prospectId === selectedId;
                return (
                  <tr
                    key={row.prospectId}
                    className={isSelected ? 'draft-row draft-row-selected' : 'draft-row'}
                    data-decided={row.decided || undefined}
                  >
                    <td className="num">{row.rank}</td>
                    <th scope="row">
                      <button
                        type="button"
                        className="draft-select"
                        aria-pressed={isSelected}
                        disabled={row.decided}
                        onClick={() => setSelectedId(isSelected ? null : row.prospectId)}
                      >
                        {name}
                      </button>
                      {row.decided ? (
                        <svg
                          className="draft-lock"
                          role="img"
                          aria-label={noticeText('DRAFT_LOCKED_ROW')}
                          viewBox="0 0 16 16"
                          fill="currentColor"
                        >
                          <path d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 6H6V4.5a2 2 0 1 1 4 0V7Z" />
                        </svg>
                      ) : null}
                    </th>
                    <td className="draft-match" data-match={row.match}>
                      {matchLabel(row.match)}
                    </td>
                    <td>{clubName(row.projectedTeam)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <aside className="draft-inventory" aria-labelledby="inventory-title">
        <h2 id="inventory-title">Powerplay Inventory</h2>
        <p className="hint-text">
          {selectedRow
            ? noticeText('DRAFT_ROW_SELECTED', {
                player: nameOf(selectedRow.prospectId),
                rank: selectedRow.rank,
              })
            : noticeText('DRAFT_NO_ROW_SELECTED')}
        </p>
        <ul className="draft-pp-list">
          {powerplayOrder.map((id) => {
            const reason = reasonOf(id);
            const reasonId = `draft-pp-reason-${id}`;
            return (
              <li key={id}>
                <button
                  type="button"
                  className="button button-secondary draft-pp"
                  aria-disabled={reason !== null || busy}
                  aria-describedby={reason ? reasonId : undefined}
                  onClick={() => use(id)}
                >
                  <span>{draftPowerplayNames[id]}</span>{' '}
                  <span className="draft-pp-count">{noticeText('DRAFT_PP_LEFT', { n: remaining(id) })}</span>
                </button>
                {reason ? (
                  <p id={reasonId} className="draft-pp-reason">
                    {reason}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <p className="draft-pp-notice" role="status" aria-live="polite">
          {notice}
        </p>
      </aside>

      <SwapDialog
        key={swapping && selectedRow ? selectedRow.prospectId : 'closed'}
        player={swapping && selectedRow ? nameOf(selectedRow.prospectId) : null}
        choices={choices}
        busy={busy}
        onClose={() => setSwapping(false)}
        onSwap={(withProspectId) => {
          setSwapping(false);
          if (selectedRow)
            void spend({
              powerplayId: draftPowerplayIds.swap,
              prospectId: selectedRow.prospectId,
              withProspectId,
            });
        }}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </>
  );
}
