// The Notify Me feature's public surface.
export { NotifyMe } from './NotifyMe';
