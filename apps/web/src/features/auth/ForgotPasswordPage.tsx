import { notices, passwordResetRequestSchema } from '@powerplay/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { describeError } from '../../lib/api';
import type { Message } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { firstIssueMessage } from '../../lib/validation';
import { useRequestPasswordReset } from './api/password-resets';
import '../../components/ui/panels.css';

/** `/forgot-password`: asks for a reset link; the confirmation is the same whatever the email. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const requestReset = useRequestPasswordReset();
  const [message, setMessage] = useState<Message | null>(null);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit } = useForm({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) => {
    const parsed = passwordResetRequestSchema.safeParse(values);
    if (!parsed.success) {
      setMessage(firstIssueMessage(parsed.error.issues, ['email']));
      return;
    }
    setSent(false);
    requestReset.mutate(parsed.data, {
      onSuccess: () => setSent(true),
      onError: (error) => setMessage(describeError(error)),
    });
  });

  return (
    <section className="page auth-page" aria-labelledby="forgot-title">
      <div className="auth-card">
        <h1 id="forgot-title">Forgot password</h1>
        <p className="lead">
          Enter the email of your account and we will send you a link to choose a new password.
        </p>
        <form className="form" noValidate onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor="forgot-email">Email</label>
            <input
              id="forgot-email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              {...register('email')}
            />
          </div>
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={requestReset.isPending}
          >
            {requestReset.isPending ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
        <Notice text={sent ? notices.RESET_REQUESTED.message : null} />
        <p className="auth-switch">
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      </div>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
