export { webhooksRepo } from './repo';
export { webhooksRoutes } from './routes';
export { secretBox, signWebhook, verifyWebhook } from './secrets';
export { webhookDeliveriesJob, webhookSender, type WebhookSender } from './sender';
export { webhooksService, type WebhooksService } from './service';
