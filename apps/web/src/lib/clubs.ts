import type { User } from '@powerplay/contracts';

/** How a club is named on every page (account, store, back office). */
export const clubLabels: Record<User['club'], string> = {
  basic: 'Basic',
  elite: 'Elite',
  super_elite: 'Super Elite',
};
