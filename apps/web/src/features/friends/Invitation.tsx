import { inviteCodeSchema } from '@powerplay/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { describeError } from '../../lib/api';
import { messageOf, type Message } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/**
 * An invitation's page (`…/:code`, a private contest's or a league's): its title, also the document's,
 * and what `children` shows of a code that can be one; a code that cannot is refused here, with the
 * server's words, without asking it.
 */
export function InvitationPage(props: {
  titleId: string;
  title: string;
  children: (code: string) => ReactNode;
}) {
  useDocumentTitle(props.title);
  const { code = '' } = useParams();
  const valid = inviteCodeSchema.safeParse(code).success;
  return (
    <section className="page page-narrow friends-page" aria-labelledby={props.titleId}>
      <header className="page-header">
        <p className="eyebrow">Invitation</p>
        <h1 id={props.titleId}>{props.title}</h1>
      </header>
      {valid ? props.children(code) : <ErrorPanel {...messageOf('FRIENDS_CODE_INVALID')} />}
    </section>
  );
}

/** A member already: a line saying so and the way in. */
export function AlreadyMember({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div className="actions">
      <p className="muted">{text}</p>
      <Link className="button button-primary" to={to}>
        {label}
      </Link>
    </div>
  );
}

/** Signed out: signing up or in comes back to `backlink` (the auth pages' state), where Join is one click. */
export function SignUpToJoin({ backlink }: { backlink: string }) {
  const back = { backlink };
  return (
    <div className="actions">
      <Link className="button button-primary" to="/register" state={back}>
        Sign up to join
      </Link>
      <Link className="button button-secondary" to="/login" state={back}>
        Sign in
      </Link>
    </div>
  );
}

/** Join with the code, then open what was joined; a refusal shows in the catalogue's words. */
export function JoinButton(props: {
  code: string;
  label: string;
  join: UseMutationResult<{ id: number }, Error, string>;
  pageOf: (id: number) => string;
}) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Message | null>(null);
  const { join } = props;
  return (
    <div className="actions">
      <button
        type="button"
        className="button button-primary"
        disabled={join.isPending}
        onClick={() =>
          join.mutate(props.code, {
            onSuccess: ({ id }) => void navigate(props.pageOf(id)),
            onError: (error) => setRefusal(describeError(error)),
          })
        }
      >
        {join.isPending ? 'Joining…' : props.label}
      </button>
      <MessageDialog message={refusal} onClose={() => setRefusal(null)} />
    </div>
  );
}
