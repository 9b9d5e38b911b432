// The friends feature's pages, one lazy chunk for both (app/routes.tsx).
export { JoinPage } from './JoinPage';
export { PrivateContestPage } from './PrivateContestPage';
