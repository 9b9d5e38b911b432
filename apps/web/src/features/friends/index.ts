// The friends feature's public surface: the sports lobby creates a private contest on one of its
// contests, and Game Central lists mine (private contests and leagues). Its pages are routes of their
// own (app/routes.tsx).
export {
  CreatePrivateContestButton,
  CreatePrivateContestDialog,
  type FriendsGame,
} from './CreatePrivateContestDialog';
export { MyLeagues } from './leagues/MyLeagues';
export { MyPrivateContests } from './MyPrivateContests';
