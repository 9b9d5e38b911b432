export { notificationsRepo } from './repo';
export {
  notificationsService,
  type NotificationEvent,
  type NotificationsService,
  type Recipient,
  type GamesBetween,
} from './service';
export { notificationsRoutes } from './routes';
export { LOOK_EVERY_MS, notificationsJob } from './job';
export { resultParams } from './words';
