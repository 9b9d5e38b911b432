// The draft feature's public surface: Game Central lists the player's draft entries and links to their
// pages; the back office loads a draft's prospects to post its picks.
export { useDraftContest, useMyDraftEntries } from './api';
export { draftLivePath, draftStatusLabel, draftTeamsPath } from './paths';
