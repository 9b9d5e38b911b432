import { API_KEYS_MAX, apiScopeLabels, type ApiKey } from '@powerplay/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Loading } from '../../../components/ui/Loading';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { Notice } from '../../../components/ui/Notice';
import { TableHead } from '../../../components/ui/QueryTable';
import { QueryError } from '../../../components/ui/QueryError';
import { TableScroll } from '../../../components/ui/TableScroll';
import { describeError } from '../../../lib/api';
import type { Message } from '../../../lib/messages';
import { ApiKeyForm } from './ApiKeyForm';
import { useApiKeys, useRevokeApiKey } from './integrationsApi';
import { SecretDialog, type Secret } from './SecretDialog';
import { When } from './When';

const COLUMNS = [
  'Name',
  'Prefix',
  'Scopes',
  'Created',
  'Last used',
  'Status',
  { label: 'Actions', hidden: true },
];

/**
 * The partner's API keys: created here (the token shown once), listed newest first with what each may
 * do and when it was last used, and revoked after a confirming question (a revoked key stays listed).
 */
export function ApiKeys() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [secret, setSecret] = useState<Secret | null>(null);
  const [asking, setAsking] = useState<ApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  function confirmRevoke() {
    if (!asking) return;
    const key = asking;
    revoke.mutate(key.id, {
      onSuccess: () => {
        setAsking(null);
        setNotice(`The key “${key.name}” is revoked: calls with it are refused from now on.`);
      },
      onError: (error) => {
        setAsking(null);
        setMessage(describeError(error));
      },
    });
  }

  return (
    <section className="account-card" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API keys</h2>
      <p className="hint-text">
        A key lets the partner&apos;s own systems call the operator API with{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>, limited to what it may do. At most {API_KEYS_MAX}{' '}
        keys at once; revoke the ones no longer used.
      </p>
      <ApiKeyForm
        onCreated={({ key, token }) => {
          setNotice(`The key “${key.name}” is created.`);
          setSecret({
            title: 'API key created',
            label: 'Token',
            value: token,
            use: 'Copy the token now and keep it where only its system can read it.',
          });
        }}
      />
      <Notice text={notice} />
      {keys.isPending ? (
        <Loading />
      ) : keys.isError ? (
        <QueryError error={keys.error} onRetry={() => void keys.refetch()} retrying={keys.isFetching} />
      ) : keys.data.length === 0 ? (
        <p className="empty-state">No API key yet: create one above.</p>
      ) : (
        <TableScroll labelledBy="api-keys-title">
          <table className="data-table integrations-table">
            <TableHead columns={COLUMNS} />
            <tbody>
              {keys.data.map((key) => (
                <ApiKeyRow
                  key={key.id}
                  apiKey={key}
                  onRevoke={() => {
                    setNotice(null);
                    setAsking(key);
                  }}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Revoke this key?"
        confirmLabel="Revoke"
        cancelLabel="Back"
        destructive
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setAsking(null)}
      >
        <p>
          {`Revoke the key “${asking?.name ?? ''}”? Every call made with it is refused from now on; this cannot be undone.`}
        </p>
      </ConfirmDialog>
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}

/** One key's row; a revoked key keeps its row, without the Revoke button. */
function ApiKeyRow({ apiKey: k, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <tr>
      <th scope="row" className="integrations-wrap">
        {k.name}
      </th>
      <td className="nowrap">
        <code>{k.prefix}…</code>
      </td>
      <td>
        <ul className="integrations-list">
          {k.scopes.map((s) => (
            <li key={s}>{apiScopeLabels[s]}</li>
          ))}
        </ul>
      </td>
      <td>
        <When iso={k.createdAt} />
        <br />
        <span className="muted">by {k.createdBy}</span>
      </td>
      <td>{k.lastUsedAt ? <When iso={k.lastUsedAt} /> : <span className="muted">Never</span>}</td>
      <td>
        {k.revokedAt ? (
          <>
            <span className="status status-revoked">Revoked</span>
            <br />
            <When iso={k.revokedAt} />
          </>
        ) : (
          <span className="status status-complete">Active</span>
        )}
      </td>
      <td>
        {k.revokedAt ? null : (
          <button type="button" className="button button-danger button-small" onClick={onRevoke}>
            Revoke<span className="visually-hidden"> {k.name}</span>
          </button>
        )}
      </td>
    </tr>
  );
}
