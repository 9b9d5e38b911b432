// The sports feature's public surface: Game Central lists the player's sports entries, links to the
// team selection page of each and shows the saved picks.
export { entryIn, useContest, useMatches, useMySportsEntries, useSports, type PicksSubmission } from './api';
export { ContestHeader } from './ContestHeader';
export {
  contestTypeLabels,
  gridTeams,
  headlineText,
  HIGH5_SLOTS,
  scoreUnit,
  webContestTypeOf,
  type GridRow,
  type WebContestType,
} from './contest-types';
export { doubleheaderGames, gameSuffix } from './doubleheaders';
export { toDomainMatch } from './domain-match';
export { MyPicksDialog } from './MyPicksDialog';
export {
  ClickHere,
  GameRulesDialog,
  GameRulesTabs,
  PrizeGridDialog,
  prizeRowLabel,
  prizeText,
  shownError,
  SportsMessageDialog,
  contestIdOf,
  teamSelectionPath,
  type Shown,
} from './shared';
export { useMySportsEntryEvents } from './useMySportsEntryEvents';
