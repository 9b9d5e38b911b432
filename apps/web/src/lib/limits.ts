import type { Limits } from '@powerplay/contracts';

/** The responsible-gaming limits by name (the player's form and the back office's care page). */
export const limitLabels: Record<keyof Limits, string> = {
  dailyEntries: 'Daily entries',
  weeklyEntries: 'Weekly entries',
  monthlyEntries: 'Monthly entries',
  dailySpendCents: 'Daily spend',
  weeklySpendCents: 'Weekly spend',
  monthlySpendCents: 'Monthly spend',
};
