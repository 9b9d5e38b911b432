import {
  notificationKindNames,
  notificationKinds,
  type NotificationKind,
  type NotificationPreferences,
} from '@powerplay/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';
import { SubmitActions } from '../../components/ui/SubmitActions';
import { describeError } from '../../lib/api';
import type { Message } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNotificationPreferences, useUpdateNotificationPreferences } from './api';

type EmailChoices = NotificationPreferences['email'];

/** `/my-account/notifications`: which kinds of notification also come by email. */
export function NotificationPreferencesPage() {
  useDocumentTitle('Notifications');
  const preferences = useNotificationPreferences();

  return (
    <div className="account-section">
      <h2>Notifications</h2>
      <p className="hint-text">
        Every notification is in the notification centre (the bell at the top of the page). Choose which ones
        we also send you by email: “Starts soon” and “Results” are on until you turn them off, the others are
        off until you turn them on. While you are self-excluded we only email you about your withdrawals,
        whatever you choose here.
      </p>
      {preferences.isPending ? (
        <Loading />
      ) : preferences.isError ? (
        <QueryError error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : (
        <EmailChoicesForm email={preferences.data.email} />
      )}
    </div>
  );
}

function EmailChoicesForm({ email }: { email: EmailChoices }) {
  const update = useUpdateNotificationPreferences();
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<EmailChoices>({ values: email });

  // Only the kinds changed are sent (docs/rules/notifications.md "Email": an unchosen kind keeps its default).
  const onSubmit = handleSubmit((values) => {
    const changed = notificationKinds.filter((kind) => values[kind] !== email[kind]);
    if (changed.length === 0) return;
    const changes = Object.fromEntries(changed.map((kind) => [kind, values[kind]])) as Partial<
      Record<NotificationKind, boolean>
    >;
    setNotice(null);
    update.mutate(
      { email: changes },
      {
        onSuccess: (next) => {
          reset(next.email);
          setNotice('Your email choices are saved.');
        },
        onError: (error) => setMessage(describeError(error)),
      },
    );
  });

  return (
    <section className="account-card" aria-labelledby="email-choices-title">
      <h3 id="email-choices-title">Email me about</h3>
      <Notice text={notice} />
      <form className="form" noValidate onSubmit={onSubmit}>
        <fieldset className="choice-group notification-choices">
          <legend className="visually-hidden">Email me about</legend>
          {notificationKinds.map((kind) => (
            <label key={kind} className="choice">
              <input type="checkbox" role="switch" {...register(kind)} />
              <span>{notificationKindNames[kind]}</span>
            </label>
          ))}
        </fieldset>
        <SubmitActions
          pending={update.isPending}
          label="Save choices"
          pendingLabel="Saving…"
          disabled={!formState.isDirty}
        />
      </form>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
