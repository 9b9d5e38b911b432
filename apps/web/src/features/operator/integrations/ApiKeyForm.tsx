import {
  apiKeyRequestSchema,
  apiScopeLabels,
  apiScopes,
  type ApiKeyCreated,
  type ApiScope,
} from '@powerplay/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/ui/Field';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { SubmitActions } from '../../../components/ui/SubmitActions';
import { describeError, isApiError } from '../../../lib/api';
import { contractResolver, firstError, useFormProblem } from '../../../lib/validation';
import { CheckGroup } from './CheckGroup';
import { useCreateApiKey } from './integrationsApi';

interface FormValues {
  name: string;
  scopes: ApiScope[];
}
const DEFAULTS: FormValues = { name: '', scopes: [] };
const FIELD_ORDER = ['name', 'scopes'] as const;

/** Which field a server refusal concerns (the server checks the same schema). */
function fieldOfCode(code: string): string | null {
  if (code.startsWith('API_KEY_NAME_')) return 'name';
  if (code === 'API_KEY_SCOPES_REQUIRED') return 'scopes';
  return null;
}

/**
 * Creates an API key: a name and what it may do, checked by the contracts' schema here and on the
 * server; a problem is shown in the dialog and marked on its field. `onCreated` gets the token.
 */
export function ApiKeyForm({ onCreated }: { onCreated: (created: ApiKeyCreated) => void }) {
  const create = useCreateApiKey();
  const { problem, message, fail, clear, closeMessage } = useFormProblem();
  const { register, handleSubmit, reset } = useForm<
    FormValues,
    unknown,
    z.output<typeof apiKeyRequestSchema>
  >({
    defaultValues: DEFAULTS,
    resolver: contractResolver(apiKeyRequestSchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    (request) => {
      clear();
      create.mutate(request, {
        onSuccess: (created) => {
          reset(DEFAULTS);
          onCreated(created);
        },
        onError: (error) =>
          fail({ field: isApiError(error) ? fieldOfCode(error.code) : null, message: describeError(error) }),
      });
    },
    (errors) => fail(firstError(errors, FIELD_ORDER)),
  );

  return (
    <>
      <form
        className="form integrations-form"
        aria-labelledby="api-key-form-title"
        noValidate
        onSubmit={onSubmit}
      >
        <h3 id="api-key-form-title">Create a key</h3>
        <Field
          id="api-key-name"
          label="Name"
          problem={problem}
          name="name"
          hint="Who uses it, e.g. “Accounting export”."
        >
          <input type="text" autoComplete="off" maxLength={60} {...register('name')} />
        </Field>
        <CheckGroup
          id="api-key-scopes"
          legend="What the key may do"
          choices={apiScopes}
          labels={apiScopeLabels}
          field="scopes"
          problem={problem}
          register={register('scopes')}
        />
        <SubmitActions pending={create.isPending} label="Create key" pendingLabel="Creating…" />
      </form>
      <MessageDialog message={message} onClose={closeMessage} />
    </>
  );
}
