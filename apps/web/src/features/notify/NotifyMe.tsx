import { notices, notifyRequestSchema, type NotifyTopic } from '@powerplay/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { EmailInput } from '../../components/ui/EmailInput';
import { describeError } from '../../lib/api';
import { contractResolver, firstError, type FieldProblem } from '../../lib/validation';
import { useCreateNotifyRequest } from './api';

type Stage = 'normal' | 'clicked' | 'thanks' | 'hidden';

interface NotifyMeProps {
  topic: NotifyTopic;
  /** What the visitor is asking to hear about, for the accessible labels ("NFL Chase the Ace"). */
  gameName?: string;
}

/**
 * The Notify Me widget: normal → clicked (email input) → thank-you → hidden on Dismiss.
 * Nothing is sent unless the email passes the shared schema.
 */
export function NotifyMe({ topic, gameName }: NotifyMeProps) {
  const id = useId();
  const [stage, setStage] = useState<Stage>('normal');
  // The problem (the address refused here or by the server) shows under the input, not in a dialog.
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const send = useCreateNotifyRequest();
  const { register, handleSubmit } = useForm({
    defaultValues: { email: '' },
    resolver: contractResolver(notifyRequestSchema, ({ email }) => ({ email, topic })),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    (request) => {
      setProblem(null);
      send.mutate(request, {
        onSuccess: () => setStage('thanks'),
        onError: (e) => setProblem({ field: 'email', message: describeError(e) }),
      });
    },
    (errors) => setProblem({ ...firstError(errors, ['email']), field: 'email' }),
  );

  if (stage === 'hidden') return null;

  if (stage === 'thanks') {
    return (
      <div className="notify notify-thanks" role="status">
        <p>
          <strong>{notices.NOTIFY_THANKS.title}</strong> {notices.NOTIFY_THANKS.message}
        </p>
        <button
          type="button"
          className="button button-small button-secondary"
          onClick={() => setStage('hidden')}
        >
          Dismiss
        </button>
      </div>
    );
  }

  if (stage === 'normal') {
    return (
      <div className="notify">
        <button
          type="button"
          className="button button-small button-primary"
          aria-label={gameName ? `Notify Me about ${gameName}` : undefined}
          onClick={() => setStage('clicked')}
        >
          Notify Me
        </button>
      </div>
    );
  }

  return (
    <form className="notify notify-form" noValidate onSubmit={onSubmit}>
      <Field
        id={`${id}-email`}
        label={`Your email${gameName ? ` for ${gameName}` : ''}`}
        problem={problem}
        name="email"
        errorId={`${id}-error`}
        alertError
      >
        {(control) => (
          <div className="notify-row">
            <EmailInput
              placeholder="you@example.com"
              // The input appears because the visitor asked for it: take them straight there.
              autoFocus
              {...control}
              {...register('email')}
            />
            <button type="submit" className="button button-small button-primary" disabled={send.isPending}>
              Submit
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
