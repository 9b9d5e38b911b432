import type { StoredProduct } from './repo';

// The store (docs/rules/wallet.md "Store"): Super Elite ($40) and two Basic plans per sport. Each sport
// has three subscription ids: two Basic plans and Super Elite (7, 10, 13, 16).
const sports = [
  { sport: 'hockey', label: 'Hockey', ids: [5, 6, 7] },
  { sport: 'baseball', label: 'Baseball', ids: [8, 9, 10] },
  { sport: 'basketball', label: 'Basketball', ids: [11, 12, 13] },
  { sport: 'football', label: 'Football', ids: [14, 15, 16] },
] as const;

export const seedProducts: (StoredProduct & { sort: number })[] = [
  {
    id: 'super-elite',
    name: 'Super Elite',
    sport: 'all',
    priceCents: 4000,
    period: 'once',
    games: null,
    description:
      'Unlimited games in every sport, powerplays on every Super Elite contest and the Super Elite club badge.',
    club: 'super_elite',
    subscriptionIds: sports.map((s) => s.ids[2]),
    sort: 0,
  },
  ...sports.flatMap((s, i) => [
    {
      id: `${s.sport}-basic-13`,
      name: `${s.label} Basic`,
      sport: s.sport,
      priceCents: 1300,
      period: 'month' as const,
      games: 10,
      description: `10 ${s.label.toLowerCase()} games a month with live scores and the standard powerplay kit.`,
      club: 'basic' as const,
      subscriptionIds: [s.ids[0]],
      sort: 10 + i * 2,
    },
    {
      id: `${s.sport}-basic-20`,
      name: `${s.label} Basic Plus`,
      sport: s.sport,
      priceCents: 2000,
      period: 'month' as const,
      games: 10,
      description: `10 ${s.label.toLowerCase()} games a month, live scores, and Elite contests with their extra powerplays.`,
      club: 'elite' as const,
      subscriptionIds: [s.ids[1]],
      sort: 11 + i * 2,
    },
  ]),
];
