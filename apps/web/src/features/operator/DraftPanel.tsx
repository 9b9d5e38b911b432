import { notices, type DraftContest } from '@powerplay/contracts';
import { DRAFT_PICKS } from '@powerplay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';
import { describeError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { formatMoney, parseWholeNumber } from '../../lib/money';
import { queryKeys } from '../../lib/queryKeys';
import { formatDateTime } from '../../lib/time';
import { draftStatusLabel, useDraftContest } from '../draft';
import {
  useCreateDraft,
  useOperatorDraftEntries,
  useOperatorDrafts,
  usePostDraftPick,
  useStartDraftReplay,
} from './draftApi';
import { newYorkInstant } from './ScheduleDrawForm';

const modeLabels: Record<DraftContest['mode'], string> = { replay: 'Replay', operator: 'Operator-run' };

/** A whole number of seconds between picks (1–3600), or null. */
function intervalOf(text: string): number | null {
  const n = parseWholeNumber(text);
  return n !== null && n >= 1 && n <= 3600 ? n : null;
}

/**
 * The back office's NFL Power Draft panel: the drafts with their status, picks made and entries; a new
 * draft (replayed or operator-run); for the chosen one, its next actual pick (operator-run), a replay
 * from now and its entries.
 */
export function DraftPanel() {
  const drafts = useOperatorDrafts();
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = drafts.data?.find((d) => d.id === selectedId) ?? null;
  // The list, and the open draft's entries and pool of players: picks and replays happen without this page.
  const refresh = () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.operator.draft }),
      queryClient.invalidateQueries({ queryKey: queryKeys.draft.all }),
    ]);

  return (
    <section className="account-card" aria-labelledby="drafts-title">
      <div className="section-head">
        <h2 id="drafts-title">NFL Power Draft</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={refresh}
          disabled={drafts.isFetching}
          aria-label={drafts.isFetching ? 'Refreshing drafts' : 'Refresh drafts'}
        >
          {drafts.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <CreateDraftForm />
      {drafts.isPending ? (
        <Loading />
      ) : drafts.isError ? (
        <QueryError error={drafts.error} onRetry={() => void drafts.refetch()} />
      ) : drafts.data.length === 0 ? (
        <p className="empty-state">There are no drafts yet.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Drafts">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Draft</th>
                <th scope="col">First pick</th>
                <th scope="col">Status</th>
                <th scope="col">Mode</th>
                <th scope="col" className="num">
                  Picks made
                </th>
                <th scope="col" className="num">
                  Entries
                </th>
                <th scope="col">
                  <span className="visually-hidden">Open</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {drafts.data.map((d) => (
                <tr key={d.id} aria-current={d.id === selectedId ? 'true' : undefined}>
                  <td>{d.id}</td>
                  <th scope="row">{d.name}</th>
                  <td className="nowrap">{formatDateTime(d.startAt)}</td>
                  <td>{draftStatusLabel(d.status)}</td>
                  <td>{modeLabels[d.mode]}</td>
                  <td className="num">{`${d.picksMade} / ${DRAFT_PICKS}`}</td>
                  <td className="num">{d.entries}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-pressed={d.id === selectedId}
                      onClick={() => setSelectedId(d.id === selectedId ? null : d.id)}
                    >
                      Open<span className="visually-hidden">{` draft #${d.id}`}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {selected ? <DraftDetail key={selected.id} draft={selected} /> : null}
    </section>
  );
}

function CreateDraftForm() {
  const create = useCreateDraft();
  const [name, setName] = useState('');
  const [deadline, setDeadline] = useState('');
  const [start, setStart] = useState('');
  const [mode, setMode] = useState<DraftContest['mode']>('replay');
  const [interval, setIntervalText] = useState('30');
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const pickDeadline = newYorkInstant(deadline);
    const startAt = newYorkInstant(start);
    if (!pickDeadline || !startAt) {
      setMessage(notices.DRAFT_START_REQUIRED);
      return;
    }
    const pickIntervalSeconds = intervalOf(interval);
    if (pickIntervalSeconds === null) {
      setMessage(notices.DRAFT_INTERVAL_INVALID);
      return;
    }
    setNotice(null);
    create.mutate(
      { name: name.trim() || undefined, pickDeadline, startAt, mode, pickIntervalSeconds },
      {
        onSuccess: ({ contest }) =>
          setNotice(
            noticeText('DRAFT_OPENED', {
              id: contest.id,
              name: contest.name,
              time: formatDateTime(contest.startAt),
            }),
          ),
        onError: (error) => setMessage(describeError(error)),
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="draft-create-title">
      <h3 id="draft-create-title">Open a draft</h3>
      <p className="hint-text">
        Times are New York time. A replay makes the real 2020 first round&rsquo;s picks from the first pick
        on; an operator-run draft waits for each pick to be posted here.
      </p>
      <Notice text={notice} />
      <div className="field-row">
        <div className="field">
          <label htmlFor="draft-name">Name (optional)</label>
          <input
            id="draft-name"
            type="text"
            autoComplete="off"
            maxLength={80}
            placeholder={noticeText('DRAFT_TITLE')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="draft-mode">Picks</label>
          <select
            id="draft-mode"
            value={mode}
            onChange={(e) => setMode(e.target.value as DraftContest['mode'])}
          >
            <option value="replay">Replay of the 2020 first round</option>
            <option value="operator">Posted by an operator</option>
          </select>
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="draft-deadline">Pick deadline (New York time)</label>
          <input
            id="draft-deadline"
            type="datetime-local"
            value={deadline}
            onChange={(e) => setDeadline(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="draft-start">First pick (New York time)</label>
          <input
            id="draft-start"
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="draft-interval">Seconds between picks</label>
          <input
            id="draft-interval"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={interval}
            onChange={(e) => setIntervalText(e.target.value)}
          />
        </div>
      </div>
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? 'Opening…' : 'Open draft'}
        </button>
      </div>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </form>
  );
}

function DraftDetail({ draft }: { draft: DraftContest }) {
  const entries = useOperatorDraftEntries(draft.id);
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const titleId = `draft-${draft.id}-title`;
  const final = draft.status === 'final';

  return (
    <div className="draft-detail" aria-labelledby={titleId} role="group">
      <h3 id={titleId}>{`Draft #${draft.id}: ${draft.name}`}</h3>
      <p className="small">
        {`${draftStatusLabel(draft.status)} · ${modeLabels[draft.mode]} · deadline ${formatDateTime(draft.pickDeadline)} · first pick ${formatDateTime(draft.startAt)}`}
        {draft.settledAt ? ` · settled ${formatDateTime(draft.settledAt)}` : ''}
      </p>
      <Notice text={notice} />
      {draft.mode === 'operator' && !final ? (
        <NextPickForm draft={draft} onDone={setNotice} onError={setMessage} />
      ) : null}
      {!final ? <ReplayForm draft={draft} onDone={setNotice} onError={setMessage} /> : null}
      <h4>Entries</h4>
      {entries.isPending ? (
        <Loading />
      ) : entries.isError ? (
        <QueryError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : entries.data.length === 0 ? (
        <p className="empty-state">No entries yet.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={`Entries of draft #${draft.id}`}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Player</th>
                <th scope="col">Submitted</th>
                <th scope="col" className="num">
                  Matched
                </th>
                <th scope="col">Result</th>
                <th scope="col" className="num">
                  Won
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.data.map((e) => (
                <tr key={e.id}>
                  <td>{e.id}</td>
                  <td>{`${e.displayName} (#${e.userId})`}</td>
                  <td className="nowrap">{formatDateTime(e.submittedAt)}</td>
                  <td className="num">{`${e.matched} / ${DRAFT_PICKS}`}</td>
                  <td>{e.result ?? '—'}</td>
                  <td className="num">{formatMoney(e.wonCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </div>
  );
}

interface ActionProps {
  draft: DraftContest;
  onDone: (notice: string) => void;
  onError: (message: Message) => void;
}

/** The next actual pick of an operator-run draft: its number and a prospect not taken yet. */
function NextPickForm({ draft, onDone, onError }: ActionProps) {
  const pool = useDraftContest(draft.id);
  const post = usePostDraftPick();
  const [prospectId, setProspectId] = useState('');
  const next = draft.picksMade + 1;
  const taken = new Set(pool.data?.picks.map((p) => p.prospectId) ?? []);
  const available = (pool.data?.prospects ?? [])
    .filter((p) => !taken.has(p.id))
    .sort((a, b) => a.preDraftRank - b.preDraftRank);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const chosen = available.find((p) => String(p.id) === prospectId);
    if (!chosen) return;
    post.mutate(
      { contestId: draft.id, body: { pick: next, prospectId: chosen.id } },
      {
        onSuccess: () => {
          setProspectId('');
          void pool.refetch();
          onDone(noticeText('DRAFT_PICK_POSTED', { pick: next, id: draft.id, player: chosen.name }));
        },
        onError: (error) => onError(describeError(error)),
      },
    );
  }

  if (pool.isPending) return <Loading />;
  if (pool.isError) return <QueryError error={pool.error} onRetry={() => void pool.refetch()} />;
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`draft-${draft.id}-prospect`}>{`Pick ${next}: player taken`}</label>
          <select
            id={`draft-${draft.id}-prospect`}
            value={prospectId}
            onChange={(e) => setProspectId(e.target.value)}
          >
            <option value="">Choose a player</option>
            {available.map((p) => (
              <option key={p.id} value={p.id}>
                {`${p.name}, ${p.position}, ${p.school}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={post.isPending || prospectId === '' || next > DRAFT_PICKS}
        >
          {post.isPending ? 'Posting…' : `Post pick ${next}`}
        </button>
      </div>
    </form>
  );
}

/** Hands the draft to the replay of the real first round from now, at the chosen speed. */
function ReplayForm({ draft, onDone, onError }: ActionProps) {
  const replay = useStartDraftReplay();
  const [interval, setIntervalText] = useState(String(draft.pickIntervalSeconds));

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const pickIntervalSeconds = intervalOf(interval);
    if (pickIntervalSeconds === null) {
      onError(notices.DRAFT_INTERVAL_INVALID);
      return;
    }
    replay.mutate(
      { contestId: draft.id, pickIntervalSeconds },
      {
        onSuccess: () => onDone(noticeText('DRAFT_REPLAY_STARTED', { id: draft.id, n: pickIntervalSeconds })),
        onError: (error) => onError(describeError(error)),
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`draft-${draft.id}-replay`}>Replay: seconds between picks</label>
          <input
            id={`draft-${draft.id}-replay`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={interval}
            onChange={(e) => setIntervalText(e.target.value)}
          />
        </div>
      </div>
      <div className="actions">
        <button type="submit" className="button button-secondary" disabled={replay.isPending}>
          {replay.isPending ? 'Starting…' : 'Start replay'}
        </button>
      </div>
    </form>
  );
}
