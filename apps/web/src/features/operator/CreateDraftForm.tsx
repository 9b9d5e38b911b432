import {
  createDraftContestRequestSchema,
  type CreateDraftContestRequest,
  type DraftContest,
} from '@powerplay/contracts';
import { useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { SubmitActions } from '../../components/ui/SubmitActions';
import { describeError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { parseWholeNumber } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import { contractResolver, firstError, Refusal, type Unchecked } from '../../lib/validation';
import { useCreateDraft } from './draftApi';
import { newYorkInstant } from './ScheduleDrawForm';

/** A whole number of seconds between picks (1–3600), or null. */
export function intervalOf(text: string): number | null {
  const n = parseWholeNumber(text);
  return n !== null && n >= 1 && n <= 3600 ? n : null;
}

/** The seconds between picks, as typed (the input's props: a registered field). */
export function SecondsField({
  id,
  label,
  ...input
}: { id: string; label: string } & ComponentProps<'input'>) {
  return (
    <Field id={id} label={label}>
      <input type="text" inputMode="numeric" autoComplete="off" {...input} />
    </Field>
  );
}

interface Values {
  name: string;
  deadline: string;
  start: string;
  mode: DraftContest['mode'];
  interval: string;
}

/** The order in which the request's problems are reported. */
const FIELD_ORDER = ['pickDeadline', 'startAt', 'pickIntervalSeconds', 'name', 'mode'] as const;

/** New York times to instants and the seconds to a number; the schema checks the rest. */
function toRequest(values: Values): Unchecked<typeof createDraftContestRequestSchema> | Refusal {
  const pickDeadline = newYorkInstant(values.deadline);
  const startAt = newYorkInstant(values.start);
  if (!pickDeadline || !startAt) return new Refusal('pickDeadline', 'DRAFT_START_REQUIRED');
  const pickIntervalSeconds = intervalOf(values.interval);
  if (pickIntervalSeconds === null) return new Refusal('pickIntervalSeconds', 'DRAFT_INTERVAL_INVALID');
  return {
    name: values.name.trim() || undefined,
    pickDeadline,
    startAt,
    mode: values.mode,
    pickIntervalSeconds,
  };
}

/** Opens a new draft: replayed from the real 2020 first round, or run by an operator posting each pick. */
export function CreateDraftForm() {
  const create = useCreateDraft();
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const { register, handleSubmit } = useForm<Values, unknown, CreateDraftContestRequest>({
    defaultValues: { name: '', deadline: '', start: '', mode: 'replay', interval: '30' },
    resolver: contractResolver(createDraftContestRequestSchema, toRequest),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    (request) => {
      setNotice(null);
      create.mutate(request, {
        onSuccess: ({ contest }) =>
          setNotice(
            noticeText('DRAFT_OPENED', {
              id: contest.id,
              name: contest.name,
              time: formatDateTime(contest.startAt),
            }),
          ),
        onError: (error) => setMessage(describeError(error)),
      });
    },
    (errors) => setMessage(firstError(errors, FIELD_ORDER).message),
  );

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
            {...register('name')}
          />
        </Field>
        <Field id="draft-mode" label="Picks">
          <select {...register('mode')}>
            <option value="replay">Replay of the 2020 first round</option>
            <option value="operator">Posted by an operator</option>
          </select>
        </Field>
      </div>
      <div className="field-row">
        <Field id="draft-deadline" label="Pick deadline (New York time)">
          <input type="datetime-local" {...register('deadline')} />
        </Field>
        <Field id="draft-start" label="First pick (New York time)">
          <input type="datetime-local" {...register('start')} />
        </Field>
        <SecondsField id="draft-interval" label="Seconds between picks" {...register('interval')} />
      </div>
      <SubmitActions pending={create.isPending} label="Open draft" pendingLabel="Opening…" />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </form>
  );
}
