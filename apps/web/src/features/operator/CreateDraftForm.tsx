import { notices, type DraftContest } from '@powerplay/contracts';
import { useState } from 'react';
import { Field } from '../../components/ui/Field';
import { SubmitActions } from '../../components/ui/SubmitActions';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { describeError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { parseWholeNumber } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import { useCreateDraft } from './draftApi';
import { newYorkInstant } from './ScheduleDrawForm';

/** A whole number of seconds between picks (1–3600), or null. */
export function intervalOf(text: string): number | null {
  const n = parseWholeNumber(text);
  return n !== null && n >= 1 && n <= 3600 ? n : null;
}

/** The seconds between picks, as typed. */
export function SecondsField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** Opens a new draft: replayed from the real 2020 first round, or run by an operator posting each pick. */
export function CreateDraftForm() {
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
        <Field id="draft-name" label="Name (optional)">
          <input
            type="text"
            autoComplete="off"
            maxLength={80}
            placeholder={noticeText('DRAFT_TITLE')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field id="draft-mode" label="Picks">
          <select value={mode} onChange={(e) => setMode(e.target.value as DraftContest['mode'])}>
            <option value="replay">Replay of the 2020 first round</option>
            <option value="operator">Posted by an operator</option>
          </select>
        </Field>
      </div>
      <div className="field-row">
        <Field id="draft-deadline" label="Pick deadline (New York time)">
          <input type="datetime-local" value={deadline} onChange={(e) => setDeadline(e.target.value)} />
        </Field>
        <Field id="draft-start" label="First pick (New York time)">
          <input type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />
        </Field>
        <SecondsField
          id="draft-interval"
          label="Seconds between picks"
          value={interval}
          onChange={setIntervalText}
        />
      </div>
      <SubmitActions pending={create.isPending} label="Open draft" pendingLabel="Opening…" />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </form>
  );
}
