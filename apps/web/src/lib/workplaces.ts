import type { User } from '@powerplay/contracts';

/** Where a staff role works: its home after signing in, and the first item of its user menu. */
export interface Workplace {
  to: string;
  label: string;
}

const workplaces: Partial<Record<User['role'], Workplace>> = {
  operator: { to: '/operator', label: 'Back office' },
  platform: { to: '/platform', label: 'Platform console' },
};

/** The role's workplace; none for a player. */
export const workplaceOf = (role: User['role']): Workplace | null => workplaces[role] ?? null;
