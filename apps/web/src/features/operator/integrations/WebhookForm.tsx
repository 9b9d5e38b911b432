import {
  webhookEventLabels,
  webhookEvents,
  webhookRequestSchema,
  type WebhookEvent,
} from '@powerplay/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/ui/Field';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { SubmitActions } from '../../../components/ui/SubmitActions';
import { describeError, isApiError } from '../../../lib/api';
import { contractResolver, firstError, useFormProblem } from '../../../lib/validation';
import { CheckGroup } from './CheckGroup';

interface FormValues {
  url: string;
  events: WebhookEvent[];
}
export type WebhookFormRequest = z.output<typeof webhookRequestSchema>;

const EMPTY: FormValues = { url: '', events: [] };
const FIELD_ORDER = ['url', 'events'] as const;

/** Which field a server refusal concerns (the server checks the same schema). */
function fieldOfCode(code: string): string | null {
  if (code.startsWith('WEBHOOK_URL_')) return 'url';
  if (code === 'WEBHOOK_EVENTS_REQUIRED') return 'events';
  return null;
}

/**
 * A webhook's address and events, checked by the contracts' schema here and on the server; a problem is
 * shown in the dialog and marked on its field. `save` sends the request: the form starts again from
 * `initial` when it succeeds, and shows the refusal when it fails.
 */
export function WebhookForm({
  id,
  title,
  initial = EMPTY,
  submitLabel,
  pendingLabel,
  pending,
  save,
}: {
  /** Prefix of the fields' ids (a page may show the add form and an edit form at once). */
  id: string;
  title: string;
  initial?: FormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  save: (request: WebhookFormRequest) => Promise<unknown>;
}) {
  const { problem, message, fail, clear, closeMessage } = useFormProblem();
  const { register, handleSubmit, reset } = useForm<FormValues, unknown, WebhookFormRequest>({
    defaultValues: initial,
    resolver: contractResolver(webhookRequestSchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    async (request) => {
      clear();
      try {
        await save(request);
        reset(initial);
      } catch (error) {
        fail({ field: isApiError(error) ? fieldOfCode(error.code) : null, message: describeError(error) });
      }
    },
    (errors) => fail(firstError(errors, FIELD_ORDER)),
  );

  return (
    <>
      <form
        className="form integrations-form"
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <h3 id={`${id}-title`}>{title}</h3>
        <Field
          id={`${id}-url`}
          label="URL"
          problem={problem}
          name="url"
          hint="Where the events are posted, e.g. https://example.org/hooks/powerplay."
        >
          <input
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={500}
            {...register('url')}
          />
        </Field>
        <CheckGroup
          id={`${id}-events`}
          legend="Events"
          choices={webhookEvents}
          labels={webhookEventLabels}
          field="events"
          problem={problem}
          register={register('events')}
        />
        <SubmitActions pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
      </form>
      <MessageDialog message={message} onClose={closeMessage} />
    </>
  );
}
