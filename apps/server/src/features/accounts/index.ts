export { membershipService, type MembershipService, type NewPlan, type PlayerStanding } from './membership';
