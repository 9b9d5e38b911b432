import { notices, passwordResetRequestSchema, type PasswordResetRequest } from '@powerplay/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { describeError } from '../../lib/api';
import type { Message } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { contractResolver, firstError } from '../../lib/validation';
import { useRequestPasswordReset } from './api/password-resets';
import '../../components/ui/panels.css';
import { EmailInput } from '../../components/ui/EmailInput';

/** `/forgot-password`: asks for a reset link; the confirmation is the same whatever the email. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const requestReset = useRequestPasswordReset();
  const [message, setMessage] = useState<Message | null>(null);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit } = useForm<PasswordResetRequest, unknown, PasswordResetRequest>({
    defaultValues: { email: '' },
    resolver: contractResolver(passwordResetRequestSchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    (request) => {
      setSent(false);
      requestReset.mutate(request, {
        onSuccess: () => setSent(true),
        onError: (error) => setMessage(describeError(error)),
      });
    },
    (errors) => setMessage(firstError(errors, ['email']).message),
  );

  return (
    <section className="page auth-page" aria-labelledby="forgot-title">
      <div className="auth-card">
        <h1 id="forgot-title">Forgot password</h1>
        <p className="lead">
          Enter the email of your account and we will send you a link to choose a new password.
        </p>
        <form className="form" noValidate onSubmit={onSubmit}>
          <Field id="forgot-email" label="Email">
            <EmailInput {...register('email')} />
          </Field>
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
