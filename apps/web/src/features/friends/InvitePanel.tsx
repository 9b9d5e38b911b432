import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { describeError } from '../../lib/api';
import { noticeText, type Message } from '../../lib/messages';
import { notices } from '@powerplay/contracts';
import { useInviteCode } from './api';
import { joinLink } from './status';

type Change = 'new' | 'revoke';

const confirmOf = (key: 'FRIENDS_REVOKE_CONFIRM' | 'FRIENDS_NEW_CODE_CONFIRM') => ({
  title: notices[key].title,
  text: notices[key].message,
});

const questions: Record<Change, { title: string; text: string; confirm: string }> = {
  revoke: { ...confirmOf('FRIENDS_REVOKE_CONFIRM'), confirm: 'Revoke' },
  new: { ...confirmOf('FRIENDS_NEW_CODE_CONFIRM'), confirm: 'New code' },
};

/** The creator's invitation of a private contest: its code and `/join/:code` link. */
export function InvitePanel({ contestId, code }: { contestId: number; code: string | null }) {
  const change = useInviteCode(contestId);
  return <InviteCodePanel code={code} link={code === null ? null : joinLink(code)} change={change} />;
}

/**
 * An invitation's code (docs/rules/friends.md "Private contests", and a league's the same way): the code,
 * its join link to copy, and Revoke / New code, each confirmed first since the link already shared stops
 * working. `change` asks the server for the new code, or none.
 */
export function InviteCodePanel({
  code,
  link,
  change,
}: {
  code: string | null;
  link: string | null;
  change: UseMutationResult<string | null, Error, Change>;
}) {
  const linkId = useId();
  const box = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState<Change | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Message | null>(null);

  const copy = () => {
    if (link === null) return;
    // Without clipboard access (an insecure origin, a refused permission) the link is selected instead.
    const fallback = () => {
      box.current?.select();
      setCopied(noticeText('FRIENDS_COPY_FAILED'));
    };
    if (navigator.clipboard)
      navigator.clipboard.writeText(link).then(() => setCopied(noticeText('FRIENDS_LINK_COPIED')), fallback);
    else fallback();
  };

  const confirm = () => {
    if (asking === null) return;
    change.mutate(asking, {
      onSuccess: (next) =>
        setCopied(noticeText(next === null ? 'FRIENDS_CODE_REVOKED' : 'FRIENDS_CODE_ISSUED')),
      onError: (error) => setRefusal(describeError(error)),
      onSettled: () => setAsking(null),
    });
  };

  const question = asking === null ? null : questions[asking];
  return (
    <section className="account-card" aria-labelledby="friends-invite-title">
      <h2 id="friends-invite-title">Invite friends</h2>
      {code !== null && link !== null ? (
        <>
          <p>
            Invitation code: <strong className="friends-code">{code}</strong>
          </p>
          <div className="field">
            <label htmlFor={linkId}>Join link</label>
            <div className="friends-link">
              <input
                id={linkId}
                ref={box}
                type="text"
                readOnly
                value={link}
                spellCheck={false}
                autoComplete="off"
                onFocus={(event) => event.target.select()}
              />
              <button type="button" className="button button-secondary" onClick={copy}>
                Copy link
              </button>
            </div>
          </div>
        </>
      ) : (
        <p>The invitation is revoked: nobody can join until you issue a new code.</p>
      )}
      <Notice text={copied} />
      <div className="actions">
        {code !== null ? (
          <button
            type="button"
            className="button button-secondary"
            aria-haspopup="dialog"
            onClick={() => setAsking('revoke')}
          >
            Revoke
          </button>
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          aria-haspopup="dialog"
          onClick={() => setAsking('new')}
        >
          New code
        </button>
      </div>
      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ''}
        confirmLabel={question?.confirm}
        busy={change.isPending}
        destructive={asking === 'revoke'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>{question?.text}</p>
      </ConfirmDialog>
      <MessageDialog message={refusal} onClose={() => setRefusal(null)} />
    </section>
  );
}
