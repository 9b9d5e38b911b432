// The sports feature's public surface: Game Central lists the player's sports entries and links to
// the team selection page of each.
export { useMySportsEntries } from './api';
export { teamSelectionPath } from './shared';
