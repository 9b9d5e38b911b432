// The account feature's public surface: the player's profile (the withdrawal form starts from it).
export { useProfile } from './api';
