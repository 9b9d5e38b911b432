import { notices, notifyRequestSchema, type NotifyTopic } from '@powerplay/contracts';
import { useId, useState, type FormEvent } from 'react';
import { describeError } from '../../lib/api';
import { messageOf } from '../../lib/messages';
import { useCreateNotifyRequest } from './api';

type Stage = 'normal' | 'clicked' | 'thanks' | 'hidden';

interface NotifyMeProps {
  topic: NotifyTopic;
  /** What the visitor is asking to hear about, for the accessible labels ("NFL Chase the Ace"). */
  gameName?: string;
}

/**
 * The Notify Me widget (spec 002 §4): normal → clicked (email input) → thank-you → hidden on Dismiss.
 * Nothing is sent unless the email passes the shared schema.
 */
export function NotifyMe({ topic, gameName }: NotifyMeProps) {
  const id = useId();
  const [stage, setStage] = useState<Stage>('normal');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useCreateNotifyRequest();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = notifyRequestSchema.safeParse({ email, topic });
    if (!parsed.success) {
      setError(messageOf(parsed.error.issues[0]?.message ?? 'NOTIFY_EMAIL_INVALID').message);
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: () => setStage('thanks'),
      onError: (e) => setError(describeError(e).message),
    });
  }

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
      <label htmlFor={inputId}>Your email{gameName ? ` for ${gameName}` : ''}</label>
      <div className="notify-row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          // The input appears because the visitor asked for it: take them straight there.
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button-small button-primary" disabled={send.isPending}>
          Submit
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
