export { draftService, type DraftService } from './service';
export { draftOperatorService, type DraftOperatorService } from './operator';
export { draftRepo, type DraftRepo } from './repo';
export { draftLiveJob, draftLiveService, type DraftLiveService } from './engine';
export {
  draftDemoScheduleJob,
  draftDemoScheduleService,
  type DraftDemoScheduleService,
} from './demo-schedule';
export { draftRoutes } from './routes';
export { draftBooks } from './books-repo';
export { draftAmongFriends, type DraftAmongFriends } from './friends-read';
