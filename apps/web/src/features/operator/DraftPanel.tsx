import type { DraftContest } from '@powerplay/contracts';
import { DRAFT_PICKS } from '@powerplay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';
import type { Message } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import { queryKeys } from '../../lib/queryKeys';
import { formatDateTime } from '../../lib/time';
import { draftStatusLabel } from '../draft';
import { CreateDraftForm } from './CreateDraftForm';
import { NextPickForm, ReplayForm } from './DraftActions';
import { useOperatorDraftEntries, useOperatorDrafts } from './draftApi';

const modeLabels: Record<DraftContest['mode'], string> = { replay: 'Replay', operator: 'Operator-run' };

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
