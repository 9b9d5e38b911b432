import { messageOf } from '../../lib/messages';
import { passwordResetConfirmSchema, type PasswordResetConfirm } from '@powerplay/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { PasswordField } from '../../components/ui/PasswordField';
import { describeError } from '../../lib/api';
import type { Message } from '../../lib/messages';
import type { LoginNoticeState } from '../../lib/navigationState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { contractResolver, firstError } from '../../lib/validation';
import { useConfirmPasswordReset } from './api/password-resets';

interface ResetForm {
  password: string;
  repeat: string;
}

/** `/reset-password?token=…`: the mailed link; a new password, typed twice, then back to sign-in. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirmReset = useConfirmPasswordReset();
  const [message, setMessage] = useState<Message | null>(null);
  const { register, handleSubmit, getValues } = useForm<ResetForm, unknown, PasswordResetConfirm>({
    defaultValues: { password: '', repeat: '' },
    // The link's token and the new password make the request; the repeat is checked once they are valid.
    resolver: contractResolver(passwordResetConfirmSchema, ({ password }) => ({
      token: params.get('token') ?? '',
      password,
    })),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    (request) => {
      if (getValues('repeat') !== request.password) {
        setMessage(messageOf('RESET_PASSWORDS_DIFFER'));
        return;
      }
      confirmReset.mutate(request, {
        onSuccess: () => {
          const state: LoginNoticeState = { notice: 'PASSWORD_RESET_DONE' };
          void navigate('/login', { replace: true, state });
        },
        onError: (error) => setMessage(describeError(error)),
      });
    },
    (errors) => setMessage(firstError(errors, ['token', 'password']).message),
  );

  return (
    <section className="page auth-page" aria-labelledby="reset-title">
      <div className="auth-card">
        <h1 id="reset-title">Choose a new password</h1>
        <p className="lead">At least 8 characters. Every session of your account will be signed out.</p>
        <form className="form" noValidate onSubmit={onSubmit}>
          <PasswordField
            id="reset-password"
            label="New password"
            autoComplete="new-password"
            {...register('password')}
          />
          <PasswordField
            id="reset-repeat"
            label="Confirm new password"
            autoComplete="new-password"
            {...register('repeat')}
          />
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={confirmReset.isPending}
          >
            {confirmReset.isPending ? 'Saving…' : 'Set new password'}
          </button>
        </form>
        <p className="auth-switch">
          Link expired? <Link to="/forgot-password">Ask for a new one</Link>
        </p>
      </div>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
