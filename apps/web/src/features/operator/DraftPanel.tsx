import type { DraftContest } from '@powerplay/contracts';
import { DRAFT_PICKS } from '@powerplay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { OpenToggle, QueryTable, RefreshButton, TableHead } from '../../components/ui/QueryTable';
import type { Message } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import { queryKeys } from '../../lib/queryKeys';
import { formatDateTime } from '../../lib/time';
import { draftStatusLabel } from '../draft';
import { CreateDraftForm } from './CreateDraftForm';
import { NextPickForm, ReplayForm } from './DraftActions';
import { useOperatorDraftEntries, useOperatorDrafts } from './draftApi';
import { operatorKeys } from './queryKeys';

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
      queryClient.invalidateQueries({ queryKey: operatorKeys.draft }),
      queryClient.invalidateQueries({ queryKey: queryKeys.draft.all }),
    ]);

  return (
    <section className="account-card" aria-labelledby="drafts-title">
      <div className="section-head">
        <h2 id="drafts-title">NFL Power Draft</h2>
        <RefreshButton fetching={drafts.isFetching} onRefresh={refresh} what="drafts" />
      </div>
      <CreateDraftForm />
      <QueryTable query={drafts} empty="There are no drafts yet." label="Drafts">
        {(rows) => (
          <>
            <TableHead
              columns={[
                '#',
                'Draft',
                'First pick',
                'Status',
                'Mode',
                { label: 'Picks made', num: true },
                { label: 'Entries', num: true },
                { label: 'Open', hidden: true },
              ]}
            />
            <tbody>
              {rows.map((d) => (
                <tr key={d.id} aria-current={d.id === selectedId ? 'true' : undefined}>
                  <td>{d.id}</td>
                  <th scope="row">{d.name}</th>
                  <td className="nowrap">{formatDateTime(d.startAt)}</td>
                  <td>{draftStatusLabel(d.status)}</td>
                  <td>{modeLabels[d.mode]}</td>
                  <td className="num">{`${d.picksMade} / ${DRAFT_PICKS}`}</td>
                  <td className="num">{d.entries}</td>
                  <td>
                    <OpenToggle
                      open={d.id === selectedId}
                      onToggle={() => setSelectedId(d.id === selectedId ? null : d.id)}
                      what={`draft #${d.id}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </QueryTable>
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
      <QueryTable query={entries} empty="No entries yet." label={`Entries of draft #${draft.id}`}>
        {(rows) => (
          <>
            <TableHead
              columns={[
                '#',
                'Player',
                'Submitted',
                { label: 'Matched', num: true },
                'Result',
                { label: 'Won', num: true },
              ]}
            />
            <tbody>
              {rows.map((e) => (
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
          </>
        )}
      </QueryTable>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </div>
  );
}
