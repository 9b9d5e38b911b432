import {
  createPartnerRequestSchema,
  PARTNER_DOMAINS_MAX,
  type CreatePartnerRequest,
} from '@powerplay/contracts';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { EmailInput } from '../../components/ui/EmailInput';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { PasswordField } from '../../components/ui/PasswordField';
import { SubmitActions } from '../../components/ui/SubmitActions';
import { describeError, isApiError } from '../../lib/api';
import { contractResolver, firstError, useFormProblem } from '../../lib/validation';
import { useCreatePartner } from './platformApi';

/** The form as typed: the domains one text, the first operator's fields under `operator` as in the request. */
interface FormValues {
  slug: string;
  name: string;
  domains: string;
  operator: { displayName: string; email: string; password: string };
}

const DEFAULTS: FormValues = {
  slug: '',
  name: '',
  domains: '',
  operator: { displayName: '', email: '', password: '' },
};

/** In the form's order: the first failing field is the one reported. */
const FIELD_ORDER = [
  'slug',
  'name',
  'domains',
  'operator.displayName',
  'operator.email',
  'operator.password',
] as const;

/** A short name or a domain already another partner's: the server cannot say which, so both are marked. */
const TAKEN = 'taken';

/** Which field a server refusal concerns (the server checks the same schema, and what is taken). */
function fieldOfCode(code: string): string | null {
  if (code === 'PARTNER_TAKEN') return TAKEN;
  if (code === 'PARTNER_SLUG_INVALID') return 'slug';
  if (code.startsWith('PARTNER_SITE_NAME_')) return 'name';
  if (code.startsWith('PARTNER_DOMAIN')) return 'domains';
  if (code.startsWith('REGISTER_DISPLAY_NAME_')) return 'operator.displayName';
  if (code.startsWith('REGISTER_EMAIL_')) return 'operator.email';
  if (code.startsWith('REGISTER_PASSWORD_')) return 'operator.password';
  return null;
}

/** The domains box as a list: one a line, or separated by commas or spaces; blank lines dropped. */
const domainsOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The resolver's errors keyed as FIELD_ORDER names them: the first operator's as `operator.email`. */
function byRequestField({ operator, ...partner }: FieldErrors<FormValues>): Record<string, unknown> {
  const nested = Object.entries(operator ?? {}).map(([key, error]): [string, unknown] => [
    `operator.${key}`,
    error,
  ]);
  return { ...partner, ...Object.fromEntries(nested) };
}

/**
 * Adds a partner with its domains and first operator, checked by the contracts' schema here and on the
 * server; a problem is shown in the dialog and marked on its field.
 */
export function AddPartnerForm() {
  const create = useCreatePartner();
  const [notice, setNotice] = useState<string | null>(null);
  const { problem, message, fail, clear, closeMessage } = useFormProblem();
  const { register, handleSubmit, reset } = useForm<FormValues, unknown, CreatePartnerRequest>({
    defaultValues: DEFAULTS,
    resolver: contractResolver(createPartnerRequestSchema, (values: FormValues) => ({
      ...values,
      domains: domainsOf(values.domains),
    })),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    (request) => {
      clear();
      setNotice(null);
      create.mutate(request, {
        onSuccess: ({ partner }) => {
          reset(DEFAULTS);
          setNotice(
            `${partner.name} (${partner.slug}) is added and serving on ${partner.domains.join(', ')}. ` +
              `Its operator signs in there as ${request.operator?.email ?? ''}.`,
          );
        },
        onError: (error) =>
          fail({ field: isApiError(error) ? fieldOfCode(error.code) : null, message: describeError(error) }),
      });
    },
    (errors) => {
      setNotice(null);
      fail(firstError(byRequestField(errors), FIELD_ORDER));
    },
  );

  return (
    <section className="account-card" aria-labelledby="add-partner-title">
      <h2 id="add-partner-title">Add a partner</h2>
      <p className="hint-text">
        The partner&apos;s site is served on its domains at once, with its own brand, pages and players. Its
        first operator runs it from the back office.
      </p>
      <Notice text={notice} />
      <form className="form platform-form" noValidate onSubmit={onSubmit}>
        <fieldset>
          <legend>The partner</legend>
          <div className="field-row">
            <Field
              id="partner-slug"
              label="Short name"
              problem={problem}
              name={['slug', TAKEN]}
              hint="Lower-case letters, digits and hyphens, e.g. north-raffle."
            >
              <input
                type="text"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                {...register('slug')}
              />
            </Field>
            <Field
              id="partner-name"
              label="Site name"
              problem={problem}
              name="name"
              hint="Shown on its site until its operator changes the brand."
            >
              <input type="text" autoComplete="off" maxLength={60} {...register('name')} />
            </Field>
          </div>
          <Field
            id="partner-domains"
            label="Domains"
            problem={problem}
            name={['domains', TAKEN]}
            hint={`One per line (commas work too), at most ${PARTNER_DOMAINS_MAX}: host names only, e.g. raffle.example.org — no https:// and no path.`}
          >
            <textarea rows={3} autoCapitalize="none" spellCheck={false} {...register('domains')} />
          </Field>
        </fieldset>
        <fieldset>
          <legend>Its first operator</legend>
          <div className="field-row">
            <Field
              id="partner-operator-name"
              label="Display name"
              problem={problem}
              name="operator.displayName"
            >
              <input type="text" autoComplete="off" {...register('operator.displayName')} />
            </Field>
            <Field id="partner-operator-email" label="Email" problem={problem} name="operator.email">
              <EmailInput autoComplete="off" {...register('operator.email')} />
            </Field>
          </div>
          <PasswordField
            id="partner-operator-password"
            label="Password"
            autoComplete="new-password"
            problem={problem}
            hint="At least 8 characters."
            {...register('operator.password')}
          />
        </fieldset>
        <SubmitActions pending={create.isPending} label="Add partner" pendingLabel="Adding…" />
      </form>
      <MessageDialog message={message} onClose={closeMessage} />
    </section>
  );
}
