import {
  countries,
  notices,
  profilePatchSchema,
  provincesByCountry,
  type Profile,
} from '@powerplay/contracts';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../components/ui/Field';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';
import { EmailInput } from '../../components/ui/EmailInput';
import { describeError } from '../../lib/api';
import { clubLabels } from '../../lib/clubs';
import type { Message } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { contractResolver, firstError } from '../../lib/validation';
import { useProfile, useUpdateProfile } from './api';
import { ChangePassword } from './ChangePassword';

type ProfilePatch = z.output<typeof profilePatchSchema>;

type Editing = 'name' | 'email' | null;

/** `/my-account`: the profile and its Account Info (docs/rules/accounts.md "Profile"). */
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

  function save(which: Exclude<Editing, null>, patch: ProfilePatch) {
    onSaved(null);
    update.mutate(patch, {
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
              onSave={(patch) => save('name', patch)}
              onError={onError}
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
              onSave={(patch) => save('email', patch)}
              onError={onError}
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

/** A value edited in place: Save and Cancel, Escape cancels. */
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

interface EditFormProps {
  busy: boolean;
  onSave: (patch: ProfilePatch) => void;
  onError: (message: Message) => void;
  onCancel: () => void;
}

/** The inline forms' check: the profile patch's schema, its first problem in the form's order. */
function usePatchForm(defaultValues: ProfilePatch, { onSave, onError }: EditFormProps) {
  const { register, handleSubmit } = useForm<ProfilePatch, unknown, ProfilePatch>({
    defaultValues,
    resolver: contractResolver(profilePatchSchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit(onSave, (errors) =>
    onError(firstError(errors, ['firstName', 'lastName', 'email']).message),
  );
  return { register, submit };
}

function NameForm({ profile, ...props }: EditFormProps & { profile: Profile }) {
  const { register, submit } = usePatchForm(
    { firstName: profile.firstName, lastName: profile.lastName },
    props,
  );
  return (
    <InlineEdit busy={props.busy} onSubmit={submit} onCancel={props.onCancel}>
      <div className="field-row">
        <Field id="profile-first-name" label="First name">
          <input type="text" autoComplete="given-name" autoFocus {...register('firstName')} />
        </Field>
        <Field id="profile-last-name" label="Last name">
          <input type="text" autoComplete="family-name" {...register('lastName')} />
        </Field>
      </div>
    </InlineEdit>
  );
}

function EmailForm({ email, ...props }: EditFormProps & { email: string }) {
  const { register, submit } = usePatchForm({ email }, props);
  return (
    <InlineEdit busy={props.busy} onSubmit={submit} onCancel={props.onCancel}>
      <Field id="profile-email" label="Email">
        <EmailInput autoFocus {...register('email')} />
      </Field>
    </InlineEdit>
  );
}
