import {
  leadKindLabels,
  leadStatuses,
  leadStatusLabels,
  type Lead,
  type LeadStatus,
  leadNoteRequestSchema,
  type LeadNoteRequest,
} from '@powerplay/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeError } from '../../lib/api';
import { noticeText } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { contractResolver, firstError } from '../../lib/validation';
import { useAddLeadNote, useSetLeadStatus } from './leadsApi';

/** A lead's name in labels and notices: "Partner enquiry #12", "Notify Me #7". */
export const leadName = (lead: Pick<Lead, 'kind' | 'id'>) => `${leadKindLabels[lead.kind]} #${lead.id}`;

const Time = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/** What a Notify Me request is waiting for, or what happened to it. */
function LaunchMail({ lead }: { lead: Lead }) {
  if (lead.mailedAt) {
    return (
      <>
        Launch mail sent <Time iso={lead.mailedAt} />
      </>
    );
  }
  if (lead.unsubscribedAt) {
    return (
      <>
        Unsubscribed <Time iso={lead.unsubscribedAt} />
      </>
    );
  }
  return <>Waiting for the launch</>;
}

/**
 * One lead of the table: who, what they asked, its status (a select that saves on change) and its notes
 * (append-only, with who and when; a small form adds one). `onDone` reports the outcome to the page.
 */
export function LeadRow({ lead, onDone }: { lead: Lead; onDone: (text: string) => void }) {
  const setStatus = useSetLeadStatus();
  const name = leadName(lead);

  return (
    <tr>
      <td className="nowrap">
        <Time iso={lead.createdAt} />
      </td>
      <td className="nowrap">{name}</td>
      <td className="break">
        {lead.name ? <strong>{lead.name}</strong> : null}
        {lead.name ? <br /> : null}
        <a href={`mailto:${lead.email}`}>{lead.email}</a>
        {lead.phone ? (
          <>
            <br />
            <a href={`tel:${lead.phone}`}>{lead.phone}</a>
          </>
        ) : null}
      </td>
      <td className="break lead-details">
        {lead.topic ? (
          <>
            Notify me about <strong>{lead.topicName}</strong>
            <br />
            <span className="muted">
              <LaunchMail lead={lead} />
            </span>
          </>
        ) : (
          lead.message || <span className="muted">No message</span>
        )}
      </td>
      <td>
        <select
          aria-label={`Status of ${name}`}
          value={lead.status}
          disabled={setStatus.isPending}
          onChange={(event) => {
            const status = event.target.value as LeadStatus;
            setStatus.mutate(
              { kind: lead.kind, id: lead.id, status },
              {
                onSuccess: () =>
                  onDone(noticeText('LEAD_STATUS_SAVED', { lead: name, status: leadStatusLabels[status] })),
                onError: (error) => onDone(describeError(error).message),
              },
            );
          }}
        >
          {leadStatuses.map((s) => (
            <option key={s} value={s}>
              {leadStatusLabels[s]}
            </option>
          ))}
        </select>
      </td>
      <td className="lead-notes">
        {lead.notes.length > 0 ? (
          <ol aria-label={`Notes on ${name}`}>
            {lead.notes.map((n) => (
              <li key={n.id}>
                <span className="muted">
                  <Time iso={n.at} /> · {n.operatorName}
                </span>
                <br />
                <span className="lead-note-body">{n.body}</span>
              </li>
            ))}
          </ol>
        ) : null}
        <LeadNoteForm lead={lead} name={name} onDone={onDone} />
      </td>
    </tr>
  );
}

/** A lead's note form: 1 to 2000 characters (the contracts' schema); its problem shows under it. */
function LeadNoteForm({ lead, name, onDone }: { lead: Lead; name: string; onDone: (text: string) => void }) {
  const addNote = useAddLeadNote();
  const [noteError, setNoteError] = useState<string | null>(null);
  const noteId = `lead-note-${lead.kind}-${lead.id}`;
  const { register, handleSubmit, reset } = useForm<LeadNoteRequest, unknown, LeadNoteRequest>({
    defaultValues: { body: '' },
    resolver: contractResolver(leadNoteRequestSchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    ({ body }) => {
      setNoteError(null);
      addNote.mutate(
        { kind: lead.kind, id: lead.id, body },
        {
          onSuccess: () => {
            reset();
            onDone(noticeText('LEAD_NOTE_ADDED', { lead: name }));
          },
          onError: (error) => setNoteError(describeError(error).message),
        },
      );
    },
    (errors) => setNoteError(firstError(errors, ['body']).message.message),
  );

  return (
    <form className="lead-note-form" aria-label={`Add a note to ${name}`} noValidate onSubmit={onSubmit}>
      <label htmlFor={noteId} className="visually-hidden">
        Note on {name}
      </label>
      <textarea
        id={noteId}
        rows={2}
        maxLength={2000}
        placeholder="Add a note"
        aria-invalid={noteError ? true : undefined}
        aria-describedby={noteError ? `${noteId}-error` : undefined}
        {...register('body')}
      />
      {noteError ? (
        <p className="field-error" id={`${noteId}-error`} role="alert">
          {noteError}
        </p>
      ) : null}
      <button type="submit" className="button button-secondary button-small" disabled={addNote.isPending}>
        {addNote.isPending ? 'Adding…' : 'Add note'}
      </button>
    </form>
  );
}
