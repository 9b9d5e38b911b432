import { notices, suspensionRequestSchema, type CarePlayer } from '@powerplay/contracts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import { describeError } from '../../lib/api';
import { messageOf, noticeText, type Message } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { useSuspensionChange, type SuspensionChange } from './careApi';

/**
 * The account's standing and the one action it allows: Suspend (an active player) or Reinstate (a
 * suspended one), each with a reason, asked in a confirming dialog. Operators cannot be suspended here.
 */
export function SuspensionPanel({ player }: { player: CarePlayer }) {
  const change = useSuspensionChange(player.id);
  const [asking, setAsking] = useState<SuspensionChange | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const reasonId = useId();
  const suspended = player.suspension !== null;
  const name = player.displayName;

  function open(next: SuspensionChange) {
    setReason('');
    setProblem(null);
    setNotice(null);
    setAsking(next);
  }

  function confirm() {
    if (!asking) return;
    const parsed = suspensionRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(messageOf(parsed.error.issues[0]?.message ?? 'SUSPENSION_REASON_REQUIRED').message);
      return;
    }
    const was = asking;
    change.mutate(
      { change: was, body: parsed.data },
      {
        onSuccess: () => {
          setAsking(null);
          setNotice(noticeText(was === 'suspension' ? 'PLAYER_SUSPENDED' : 'PLAYER_REINSTATED', { name }));
        },
        onError: (error) => {
          setAsking(null);
          setMessage(describeError(error));
        },
      },
    );
  }

  const texts = asking === 'reinstatement' ? notices.REINSTATE_CONFIRM : notices.SUSPEND_CONFIRM;
  return (
    <section className="account-card care-standing" aria-labelledby="standing-title">
      <h2 id="standing-title">Account standing</h2>
      <Notice text={notice} />
      {suspended ? (
        <div className="care-suspended" role="status">
          <p>
            <strong>Suspended</strong> {formatDateTime(player.suspension!.at)} by {player.suspension!.byName}
          </p>
          <p className="break">Reason: {player.suspension!.reason}</p>
        </div>
      ) : (
        <p>
          <strong>Active</strong>
        </p>
      )}
      {player.role === 'player' ? (
        <div className="actions">
          {suspended ? (
            <button type="button" className="button button-primary" onClick={() => open('reinstatement')}>
              Reinstate
            </button>
          ) : (
            <button type="button" className="button button-danger" onClick={() => open('suspension')}>
              Suspend
            </button>
          )}
        </div>
      ) : (
        <p className="muted small">Operator accounts cannot be suspended here.</p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={texts.title}
        confirmLabel={asking === 'reinstatement' ? 'Reinstate' : 'Suspend'}
        cancelLabel="Back"
        destructive={asking === 'suspension'}
        busy={change.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>{noticeText(asking === 'reinstatement' ? 'REINSTATE_CONFIRM' : 'SUSPEND_CONFIRM', { name })}</p>
        <div className="field">
          <label htmlFor={reasonId}>Reason</label>
          <textarea
            id={reasonId}
            className="care-reason"
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${reasonId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {problem ? (
            <p id={`${reasonId}-error`} className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
