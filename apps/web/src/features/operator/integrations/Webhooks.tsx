import { WEBHOOKS_MAX, type Webhook } from '@powerplay/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Loading } from '../../../components/ui/Loading';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { Modal } from '../../../components/ui/Modal';
import { Notice } from '../../../components/ui/Notice';
import { QueryError } from '../../../components/ui/QueryError';
import { describeError } from '../../../lib/api';
import type { Message } from '../../../lib/messages';
import { useChangeWebhook, useCreateWebhook, useRemoveWebhook, useWebhooks } from './integrationsApi';
import { SecretDialog, type Secret } from './SecretDialog';
import { WebhookForm } from './WebhookForm';
import { WebhookItem } from './WebhookItem';

/**
 * The partner's webhooks: added here (the signing secret shown once), each turned on or off, edited,
 * tried with a test event, its deliveries read and replayed, and removed after a confirming question.
 */
export function Webhooks() {
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const change = useChangeWebhook();
  const remove = useRemoveWebhook();
  const [secret, setSecret] = useState<Secret | null>(null);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [asking, setAsking] = useState<Webhook | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  function confirmRemove() {
    if (!asking) return;
    const hook = asking;
    remove.mutate(hook.id, {
      onSuccess: () => {
        setAsking(null);
        setNotice(`No more events are sent to ${hook.url}.`);
      },
      onError: (error) => {
        setAsking(null);
        setMessage(describeError(error));
      },
    });
  }

  return (
    <section className="account-card" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p className="hint-text">
        A webhook posts each event it listens to, as JSON, to the partner&apos;s own address. Every request is
        signed in its <code>Powerplay-Signature</code> header with the webhook&apos;s secret; a failed
        delivery is tried again later. At most {WEBHOOKS_MAX} webhooks.
      </p>
      <WebhookForm
        id="webhook-add"
        title="Add a webhook"
        submitLabel="Add webhook"
        pendingLabel="Adding…"
        pending={create.isPending}
        save={async (request) => {
          setNotice(null);
          const { webhook, secret: value } = await create.mutateAsync(request);
          setNotice(`Events are now sent to ${webhook.url}.`);
          setSecret({
            title: 'Webhook added',
            label: 'Signing secret',
            value,
            use: "Copy the signing secret now: the receiver checks each request's signature with it.",
          });
        }}
      />
      <Notice text={notice} />
      {webhooks.isPending ? (
        <Loading />
      ) : webhooks.isError ? (
        <QueryError
          error={webhooks.error}
          onRetry={() => void webhooks.refetch()}
          retrying={webhooks.isFetching}
        />
      ) : webhooks.data.length === 0 ? (
        <p className="empty-state">No webhook yet: add one above to hear about events as they happen.</p>
      ) : (
        <ul className="webhook-list" aria-label="Webhooks">
          {webhooks.data.map((hook) => (
            <WebhookItem
              key={hook.id}
              webhook={hook}
              onNotice={setNotice}
              onError={(error) => setMessage(describeError(error))}
              onEdit={() => setEditing(hook)}
              onRemove={() => {
                setNotice(null);
                setAsking(hook);
              }}
            />
          ))}
        </ul>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Edit webhook">
        {editing ? (
          <WebhookForm
            id="webhook-edit"
            title={editing.url}
            initial={{ url: editing.url, events: editing.events }}
            submitLabel="Save"
            pendingLabel="Saving…"
            pending={change.isPending}
            save={async (request) => {
              const { webhook } = await change.mutateAsync({ id: editing.id, change: request });
              setEditing(null);
              setNotice(`${webhook.url} is saved.`);
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={asking !== null}
        title="Remove this webhook?"
        confirmLabel="Remove"
        cancelLabel="Back"
        destructive
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setAsking(null)}
      >
        <p>{`Remove the webhook to ${asking?.url ?? ''}? No more events are sent to it; this cannot be undone.`}</p>
      </ConfirmDialog>
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
