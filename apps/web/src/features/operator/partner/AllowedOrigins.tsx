import { embedOriginRequestSchema, type EmbedOrigin } from '@powerplay/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/ui/Field';
import { Notice } from '../../../components/ui/Notice';
import { TableScroll } from '../../../components/ui/TableScroll';
import { describeError } from '../../../lib/api';
import { contractResolver, firstError, type FieldProblem } from '../../../lib/validation';
import { formatDateTime } from '../../../lib/time';
import { useAddOrigin, useRemoveOrigin } from './partnerApi';

interface FormValues {
  origin: string;
}

/**
 * The origins that may frame the widgets (`frame-ancestors`): listed, added (checked by the contracts'
 * schema here and on the server; the refusal is said under the field), removed. Each change is audited.
 */
export function AllowedOrigins({ origins }: { origins: EmbedOrigin[] }) {
  const add = useAddOrigin();
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, reset } = useForm<FormValues, unknown, { origin: string }>({
    defaultValues: { origin: '' },
    resolver: contractResolver(embedOriginRequestSchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    (request) => {
      setProblem(null);
      setNotice(null);
      add.mutate(request, {
        onSuccess: ({ origin }) => {
          reset();
          setNotice(`${origin.origin} may now embed the widgets.`);
        },
        onError: (error) => setProblem({ field: 'origin', message: describeError(error) }),
      });
    },
    (errors) => {
      setNotice(null);
      setProblem(firstError(errors, ['origin']));
    },
  );

  return (
    <section className="account-card" aria-labelledby="origins-title">
      <h2 id="origins-title">Allowed origins</h2>
      <p className="muted">
        Only these sites (and this one) may show the widgets in a frame; browsers refuse every other.
      </p>
      <form className="form partner-origin-form" aria-label="Allow an origin" noValidate onSubmit={onSubmit}>
        <Field
          id="partner-origin"
          label="Origin"
          name="origin"
          problem={problem}
          alertError
          hint="scheme://host[:port], e.g. https://partner.example.com"
        >
          <input type="text" autoCapitalize="none" spellCheck={false} {...register('origin')} />
        </Field>
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add origin'}
        </button>
      </form>
      <Notice text={notice} />
      {origins.length === 0 ? (
        <p>No partner site may embed the widgets yet.</p>
      ) : (
        <TableScroll label="Allowed origins">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Origin</th>
                <th scope="col">Added</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {origins.map((o) => (
                <OriginRow key={o.id} origin={o} onRemoved={setNotice} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/** One allowed origin with its Remove button; `onRemoved` hears what came of it. */
function OriginRow({ origin: o, onRemoved }: { origin: EmbedOrigin; onRemoved: (notice: string) => void }) {
  const remove = useRemoveOrigin();
  return (
    <tr>
      <th scope="row" className="partner-origin">
        {o.origin}
      </th>
      <td>
        {formatDateTime(o.addedAt)} by {o.addedBy}
      </td>
      <td>
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={`Remove ${o.origin}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(o.id, {
              onSuccess: () => onRemoved(`${o.origin} may no longer embed the widgets.`),
              onError: (error) => onRemoved(describeError(error).message),
            })
          }
        >
          Remove
        </button>
      </td>
    </tr>
  );
}
