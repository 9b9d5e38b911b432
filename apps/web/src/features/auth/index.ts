// The auth feature's public surface: what other features and the shell may use.
export { useMe } from './api/me';
export { useLogout } from './api/logout';
export { RequireSignIn } from './RequireSignIn';
export { useResendConfirmation } from './api/email-verifications';
