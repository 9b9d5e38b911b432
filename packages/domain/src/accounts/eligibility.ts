/** Club tiers (docs/rules/accounts.md "Club"), lowest first. */
export const clubs = ['basic', 'elite', 'super_elite'] as const;
export type Club = (typeof clubs)[number];

/** A game's eligibility as the spec spells it: ALL, empty, BASIC, ELITE or SUPER ELITE, any case. */
export type Eligibility = string | null | undefined;

function requiredClub(eligibility: Eligibility): Club | 'unknown' {
  const e = (eligibility ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s_]+/g, ' ');
  if (e === '' || e === 'ALL' || e === 'BASIC') return 'basic';
  if (e === 'ELITE') return 'elite';
  if (e === 'SUPER ELITE') return 'super_elite';
  return 'unknown';
}

/**
 * Whether a player of `club` may enter a game of `eligibility`. Uses the intent the old site got wrong:
 * ELITE admits elite and super elite; SUPER ELITE admits super elite only. Unknown values admit no one.
 */
export function isEligible(club: Club, eligibility: Eligibility): boolean {
  const required = requiredClub(eligibility);
  if (required === 'unknown') return false;
  return clubs.indexOf(club) >= clubs.indexOf(required);
}
