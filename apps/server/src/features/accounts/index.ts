export { membershipService, type MembershipService, type NewPlan, type PlayerStanding } from './membership';
export type { AccountsService } from './service';
export type { ProfileService } from './profile';
export { suspensionService, type SuspensionService } from './suspension';
export { operatorCommand } from './command';
