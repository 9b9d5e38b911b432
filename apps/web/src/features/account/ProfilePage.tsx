import {
  changePasswordRequestSchema,
  notices,
  profilePatchSchema,
  provincesByCountry,
  countries,
  type Profile,
} from '@powerplay/contracts';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { Message } from '../../lib/messages';
import { PasswordField } from '../../components/ui/PasswordField';
import { describeError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { firstIssueMessage } from '../../lib/validation';
import { clubLabels } from '../../lib/clubs';
import { useChangePassword, useProfile, useUpdateProfile } from './api';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';

type Editing = 'name' | 'email' | null;

/** `/my-account` (spec 001 "Profile page", "Settings page" Account Info). */
export function ProfilePage() {
  useDocumentTitle('My Account');
  const profile = useProfile();
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  return (
    <div className="account-section">
      <h2>Account Info</h2>
      <Notice text={notice} />
      {profile.isPending ? (
        <Loading />
      ) : profile.isError ? (
        <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileDetails profile={profile.data} onSaved={setNotice} onError={setMessage} />
      )}
      <ChangePassword onChanged={setNotice} onError={setMessage} />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </div>
  );
}

interface DetailsProps {
  profile: Profile;
  onSaved: (notice: string | null) => void;
  onError: (message: Message) => void;
}

function ProfileDetails({ profile, onSaved, onError }: DetailsProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const update = useUpdateProfile();
  const nameButton = useRef<HTMLButtonElement>(null);
  const emailButton = useRef<HTMLButtonElement>(null);
  const countryName = countries.find((c) => c.code === profile.country)?.name ?? profile.country;
  const provinceName =
    provincesByCountry[profile.country]?.find((p) => p.code === profile.province)?.name ?? profile.province;
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();

  function close(which: Editing) {
    setEditing(null);
    // Focus returns to the Edit button once it is back in the page.
    requestAnimationFrame(() => (which === 'name' ? nameButton : emailButton).current?.focus());
  }

  function save(
    which: Exclude<Editing, null>,
    body: { firstName?: string; lastName?: string; email?: string },
  ) {
    const parsed = profilePatchSchema.safeParse(body);
    if (!parsed.success) {
      onError(firstIssueMessage(parsed.error.issues, ['firstName', 'lastName', 'email']));
      return;
    }
    onSaved(null);
    update.mutate(parsed.data, {
      onSuccess: () => {
        onSaved(notices.PROFILE_SAVED.message);
        close(which);
      },
      onError: (error) => onError(describeError(error)),
    });
  }

  return (
    <dl className="profile-list">
      <div className="profile-row">
        <dt>Full name</dt>
        {editing === 'name' ? (
          <dd>
            <NameForm
              profile={profile}
              busy={update.isPending}
              onSave={(first, last) => save('name', { firstName: first, lastName: last })}
              onCancel={() => close('name')}
            />
          </dd>
        ) : (
          <dd className="profile-value">
            <span>{fullName || <em className="muted">Not set</em>}</span>
            <button
              ref={nameButton}
              type="button"
              className="button button-secondary button-small"
              onClick={() => setEditing('name')}
              disabled={editing !== null}
            >
              Edit<span className="visually-hidden"> full name</span>
            </button>
          </dd>
        )}
      </div>
      <div className="profile-row">
        <dt>Display name</dt>
        <dd className="profile-value">
          <span>{profile.displayName}</span>
          <span className="muted small">Cannot be changed</span>
        </dd>
      </div>
      <div className="profile-row">
        <dt>Email</dt>
        {editing === 'email' ? (
          <dd>
            <EmailForm
              email={profile.email}
              busy={update.isPending}
              onSave={(email) => save('email', { email })}
              onCancel={() => close('email')}
            />
          </dd>
        ) : (
          <dd className="profile-value">
            <span className="break">{profile.email}</span>
            <button
              ref={emailButton}
              type="button"
              className="button button-secondary button-small"
              onClick={() => setEditing('email')}
              disabled={editing !== null}
            >
              Edit<span className="visually-hidden"> email</span>
            </button>
          </dd>
        )}
      </div>
      <div className="profile-row">
        <dt>Country</dt>
        <dd className="profile-value">{countryName}</dd>
      </div>
      <div className="profile-row">
        <dt>Province / State</dt>
        <dd className="profile-value">{provinceName}</dd>
      </div>
      <div className="profile-row">
        <dt>Club</dt>
        <dd className="profile-value">{clubLabels[profile.club]}</dd>
      </div>
    </dl>
  );
}

interface InlineEditProps {
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A value edited in place (spec 001 Profile): Save and Cancel, Escape cancels. */
function InlineEdit({ busy, onSubmit, onCancel, children }: InlineEditProps) {
  return (
    <form
      className="inline-edit"
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
    >
      {children}
      <div className="actions">
        <button type="submit" className="button button-primary button-small" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={onCancel}
          disabled={busy}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

interface NameFormProps {
  profile: Profile;
  busy: boolean;
  onSave: (firstName: string, lastName: string) => void;
  onCancel: () => void;
}

function NameForm({ profile, busy, onSave, onCancel }: NameFormProps) {
  const [first, setFirst] = useState(profile.firstName);
  const [last, setLast] = useState(profile.lastName);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(first, last);
  }
  return (
    <InlineEdit busy={busy} onSubmit={submit} onCancel={onCancel}>
      <div className="field-row">
        <div className="field">
          <label htmlFor="profile-first-name">First name</label>
          <input
            id="profile-first-name"
            type="text"
            autoComplete="given-name"
            value={first}
            onChange={(e) => setFirst(e.target.value)}
            autoFocus
          />
        </div>
        <div className="field">
          <label htmlFor="profile-last-name">Last name</label>
          <input
            id="profile-last-name"
            type="text"
            autoComplete="family-name"
            value={last}
            onChange={(e) => setLast(e.target.value)}
          />
        </div>
      </div>
    </InlineEdit>
  );
}

interface EmailFormProps {
  email: string;
  busy: boolean;
  onSave: (email: string) => void;
  onCancel: () => void;
}

function EmailForm({ email, busy, onSave, onCancel }: EmailFormProps) {
  const [value, setValue] = useState(email);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(value);
  }
  return (
    <InlineEdit busy={busy} onSubmit={submit} onCancel={onCancel}>
      <div className="field">
        <label htmlFor="profile-email">Email</label>
        <input
          id="profile-email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoFocus
        />
      </div>
    </InlineEdit>
  );
}

interface ChangePasswordProps {
  onChanged: (notice: string | null) => void;
  onError: (message: Message) => void;
}

function ChangePassword({ onChanged, onError }: ChangePasswordProps) {
  const change = useChangePassword();
  const { register, handleSubmit, reset } = useForm({
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = handleSubmit((values) => {
    const parsed = changePasswordRequestSchema.safeParse(values);
    if (!parsed.success) {
      onError(firstIssueMessage(parsed.error.issues, ['currentPassword', 'newPassword']));
      return;
    }
    onChanged(null);
    change.mutate(parsed.data, {
      onSuccess: () => {
        reset();
        onChanged(notices.PASSWORD_CHANGED.message);
      },
      onError: (error) => onError(describeError(error)),
    });
  });

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
          aria-describedby="password-new-hint"
          {...register('newPassword')}
        />
        <p id="password-new-hint" className="hint-text">
          At least 8 characters. Your other sessions will be signed out.
        </p>
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}
