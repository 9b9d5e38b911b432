import { changePasswordRequestSchema, notices } from '@powerplay/contracts';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../components/ui/PasswordField';
import { describeError } from '../../lib/api';
import type { Message } from '../../lib/messages';
import { contractResolver, firstError } from '../../lib/validation';
import { useChangePassword } from './api';

interface ChangePasswordProps {
  onChanged: (notice: string | null) => void;
  onError: (message: Message) => void;
}

/** The settings' Change password: the current one and a new one; the other sessions are signed out. */
export function ChangePassword({ onChanged, onError }: ChangePasswordProps) {
  const change = useChangePassword();
  const { register, handleSubmit, reset } = useForm({
    defaultValues: { currentPassword: '', newPassword: '' },
    resolver: contractResolver(changePasswordRequestSchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const onSubmit = handleSubmit(
    (request) => {
      onChanged(null);
      change.mutate(request, {
        onSuccess: () => {
          reset();
          onChanged(notices.PASSWORD_CHANGED.message);
        },
        onError: (error) => onError(describeError(error)),
      });
    },
    (errors) => onError(firstError(errors, ['currentPassword', 'newPassword']).message),
  );

  return (
    <section className="account-card" aria-labelledby="password-title">
      <h3 id="password-title">Change password</h3>
      <form className="form password-form" noValidate onSubmit={onSubmit}>
        <PasswordField
          id="password-current"
          label="Current password"
          autoComplete="current-password"
          {...register('currentPassword')}
        />
        <PasswordField
          id="password-new"
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters. Your other sessions will be signed out."
          {...register('newPassword')}
        />
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}
