import type { WebhookDelivery } from '@powerplay/contracts';

const labels: Record<WebhookDelivery['status'], string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** A delivery's outcome as a badge: said in words, never by its colour alone. */
export function DeliveryStatus({ status }: { status: WebhookDelivery['status'] }) {
  return <span className={`status delivery-${status}`}>{labels[status]}</span>;
}
