import { webhookEventLabels, type Webhook, type WebhookDelivery } from '@powerplay/contracts';
import { useState } from 'react';
import { Loading } from '../../../components/ui/Loading';
import { LoadMore } from '../../../components/ui/LoadMore';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { Notice } from '../../../components/ui/Notice';
import { RefreshButton, TableHead } from '../../../components/ui/QueryTable';
import { QueryError } from '../../../components/ui/QueryError';
import { TableScroll } from '../../../components/ui/TableScroll';
import { describeError } from '../../../lib/api';
import type { Message } from '../../../lib/messages';
import { DeliveryStatus } from './DeliveryStatus';
import { useReplayDelivery, useWebhookDeliveries } from './integrationsApi';
import { When } from './When';

const COLUMNS = [
  'Time',
  'Event',
  'Status',
  { label: 'Attempts', num: true },
  'Response',
  'Body',
  { label: 'Actions', hidden: true },
];

const eventLabel = (event: WebhookDelivery['event']) =>
  event === 'ping' ? 'Test event' : webhookEventLabels[event];

/** The body as sent, indented when it is JSON (it always should be) so a person can read it. */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/**
 * A webhook's deliveries, newest first, 50 at a time ("Load more"): the event, its outcome, how many
 * tries, the receiver's answer or the error, the body (opened on demand) and a Replay button that sends
 * the same event again (the receiver can tell it by its event id).
 */
export function WebhookDeliveries({ webhook }: { webhook: Webhook }) {
  const log = useWebhookDeliveries(webhook.id, webhook.enabled);
  const replay = useReplayDelivery(webhook.id);
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const deliveries = log.data?.pages.flatMap((p) => p.deliveries) ?? [];
  const titleId = `webhook-${webhook.id}-log-title`;

  const send = (delivery: WebhookDelivery) => {
    setNotice(null);
    replay.mutate(delivery.id, {
      onSuccess: ({ delivery: again }) =>
        setNotice(`Delivery #${delivery.id} is sent again as delivery #${again.id}.`),
      onError: (error) => setMessage(describeError(error)),
    });
  };

  return (
    // Named by its table (TableScroll) only: one region, not two of the same name.
    <section className="webhook-log">
      <div className="section-head">
        <h4 id={titleId}>
          Deliveries<span className="visually-hidden"> to {webhook.url}</span>
        </h4>
        <RefreshButton fetching={log.isFetching} onRefresh={() => void log.refetch()} what="deliveries" />
      </div>
      <Notice text={notice} />
      {log.isPending ? (
        <Loading />
      ) : log.isError && deliveries.length === 0 ? (
        <QueryError error={log.error} onRetry={() => void log.refetch()} retrying={log.isFetching} />
      ) : deliveries.length === 0 ? (
        <p className="empty-state">Nothing sent yet: “Send test event” tries the webhook.</p>
      ) : (
        <>
          <TableScroll labelledBy={titleId}>
            <table className="data-table integrations-table">
              <TableHead columns={COLUMNS} />
              <tbody>
                {deliveries.map((d) => (
                  <DeliveryRow key={d.id} delivery={d} busy={replay.isPending} onReplay={() => send(d)} />
                ))}
              </tbody>
            </table>
          </TableScroll>
          <LoadMore query={log} className="button-small" />
        </>
      )}
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}

/** One delivery; a pending one is still being tried, so it cannot be replayed yet. */
function DeliveryRow({
  delivery: d,
  busy,
  onReplay,
}: {
  delivery: WebhookDelivery;
  busy: boolean;
  onReplay: () => void;
}) {
  return (
    <tr>
      <td className="nowrap">
        <When iso={d.createdAt} />
        {d.replayOf !== null ? <div className="muted small">Replay of #{d.replayOf}</div> : null}
      </td>
      <td>
        {eventLabel(d.event)}
        <br />
        <code className="muted">{d.event}</code>
      </td>
      <td>
        <DeliveryStatus status={d.status} />
        {d.status === 'pending' && d.nextAttemptAt ? (
          <div className="muted small">
            Next try <When iso={d.nextAttemptAt} />
          </div>
        ) : null}
      </td>
      <td className="num">{d.attempts}</td>
      <td className="integrations-wrap">
        {d.responseStatus !== null ? <div>HTTP {d.responseStatus}</div> : null}
        {d.lastError ? <div className="muted">{d.lastError}</div> : null}
        {d.responseStatus === null && !d.lastError ? <span className="muted">—</span> : null}
      </td>
      <td>
        <details className="delivery-body">
          <summary>
            Body<span className="visually-hidden"> of delivery #{d.id}</span>
          </summary>
          <pre>{readable(d.body)}</pre>
        </details>
      </td>
      <td>
        {d.status === 'pending' ? null : (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={onReplay}
            disabled={busy}
          >
            Replay<span className="visually-hidden"> delivery #{d.id}</span>
          </button>
        )}
      </td>
    </tr>
  );
}
