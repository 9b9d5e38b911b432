import { useId, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/Modal';
import { Notice } from '../../../components/ui/Notice';

export interface Secret {
  /** The dialog's title: "API key created". */
  title: string;
  /** What the value is called: "Token", "Signing secret". */
  label: string;
  value: string;
  /** What to do with it, one line. */
  use: string;
}

/**
 * A token or signing secret the server sends once and never again: shown here with a Copy button and a
 * plain warning that it cannot be shown again. Open while `secret` is set.
 */
export function SecretDialog({ secret, onClose }: { secret: Secret | null; onClose: () => void }) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  const copy = () => {
    if (!secret) return;
    // Without clipboard access (an insecure origin, a refused permission) the box is selected instead.
    const fallback = () => {
      box.current?.select();
      setCopied(`Copying failed: select the ${secret.label.toLowerCase()} and copy it.`);
    };
    if (navigator.clipboard) {
      navigator.clipboard.writeText(secret.value).then(() => setCopied(`${secret.label} copied.`), fallback);
    } else {
      fallback();
    }
  };

  return (
    <Modal
      open={secret !== null}
      onClose={close}
      title={secret?.title ?? ''}
      description={
        secret ? (
          <>
            {secret.use} <strong>You will not see this {secret.label.toLowerCase()} again.</strong>
          </>
        ) : (
          ''
        )
      }
      actions={
        <div className="dialog-actions">
          <button type="button" className="button button-primary" onClick={close}>
            Done
          </button>
        </div>
      }
    >
      {secret ? (
        <div className="field">
          <label htmlFor={id}>{secret.label}</label>
          <div className="secret-value">
            <input
              id={id}
              ref={box}
              type="text"
              readOnly
              value={secret.value}
              spellCheck={false}
              autoComplete="off"
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="button button-secondary" onClick={copy}>
              Copy
            </button>
          </div>
          <Notice text={copied} />
        </div>
      ) : null}
    </Modal>
  );
}
