// The lottery feature's public surface: what other features may use (the back office links to pick
// pages; My Game Center lists the player's entries).
export { drawPath, pickPath } from './paths';
export { useMyEntries } from './api';
