import { webhookEventLabels, type Webhook } from '@powerplay/contracts';
import { useState } from 'react';
import { useChangeWebhook, usePingWebhook } from './integrationsApi';
import { DeliveryStatus } from './DeliveryStatus';
import { WebhookDeliveries } from './WebhookDeliveries';
import { When } from './When';

/**
 * One webhook: where it posts, what it listens to, its last delivery; switched on or off in place, a
 * test event sent, its deliveries log opened. `onNotice` and `onError` report outcomes to the section.
 */
export function WebhookItem({
  webhook: w,
  onNotice,
  onError,
  onEdit,
  onRemove,
}: {
  webhook: Webhook;
  onNotice: (text: string) => void;
  onError: (error: unknown) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const change = useChangeWebhook();
  const ping = usePingWebhook();
  const [showLog, setShowLog] = useState(false);
  const p = `webhook-${w.id}`;

  const toggle = () =>
    change.mutate(
      { id: w.id, change: { enabled: !w.enabled } },
      {
        onSuccess: ({ webhook }) =>
          onNotice(
            webhook.enabled
              ? `Events are sent to ${webhook.url} again.`
              : `${webhook.url} is off: no events are sent to it until you turn it on.`,
          ),
        onError,
      },
    );
  const sendTest = () =>
    ping.mutate(w.id, {
      onSuccess: () => {
        // The log shows the test's delivery, and its outcome once the receiver answers.
        setShowLog(true);
        onNotice(
          w.enabled
            ? `A test event is on its way to ${w.url}: its delivery shows in the log.`
            : `A test event waits for ${w.url}: it is sent once the webhook is on.`,
        );
      },
      onError,
    });

  return (
    <li>
      <article aria-labelledby={`${p}-url`} className="webhook-card">
        <h3 id={`${p}-url`} className="break">
          {w.url}
        </h3>
        <dl className="webhook-facts">
          <div>
            <dt>Events</dt>
            <dd>{w.events.map((e) => webhookEventLabels[e]).join(', ')}</dd>
          </div>
          <div>
            <dt>Last delivery</dt>
            <dd>
              {w.lastDelivery ? (
                <>
                  <DeliveryStatus status={w.lastDelivery.status} /> <When iso={w.lastDelivery.at} />
                </>
              ) : (
                <span className="muted">Nothing sent yet</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Added</dt>
            <dd>
              <When iso={w.createdAt} /> by {w.createdBy}
            </dd>
          </div>
        </dl>
        <div className="check">
          <input
            type="checkbox"
            role="switch"
            id={`${p}-enabled`}
            checked={w.enabled}
            disabled={change.isPending}
            onChange={toggle}
          />
          <label htmlFor={`${p}-enabled`}>
            Enabled<span className="visually-hidden"> ({w.url})</span>
          </label>
        </div>
        <div className="row-actions">
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={sendTest}
            disabled={ping.isPending}
          >
            {ping.isPending ? 'Sending…' : 'Send test event'}
            <span className="visually-hidden"> to {w.url}</span>
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            aria-expanded={showLog}
            aria-controls={`${p}-log`}
            onClick={() => setShowLog((open) => !open)}
          >
            Deliveries log<span className="visually-hidden"> of {w.url}</span>
          </button>
          <button type="button" className="button button-secondary button-small" onClick={onEdit}>
            Edit<span className="visually-hidden"> {w.url}</span>
          </button>
          <button type="button" className="button button-danger button-small" onClick={onRemove}>
            Remove<span className="visually-hidden"> {w.url}</span>
          </button>
        </div>
        <div id={`${p}-log`}>{showLog ? <WebhookDeliveries webhook={w} /> : null}</div>
      </article>
    </li>
  );
}
