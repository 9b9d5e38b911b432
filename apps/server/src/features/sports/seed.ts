import { gameTypeLayouts, sportsContestRuleNames, sportsContestTypes } from '@powerplay/contracts';
import type { Kysely } from 'kysely';
import type { DB, SportsGameTypesTable } from '../../db/schema';
import { mlbClubs } from './data/mlb-clubs';
import { nbaClubs } from './data/nba-clubs';
import { nflClubs } from './data/nfl-clubs';
import { nhlClubs } from './data/nhl-clubs';
import { insertReferenceRows } from './seed-repo';

// The Game Rules pages, importable from here as before (db/seed and the tests).
export {
  contestTypePowerplaysTabs,
  hockeyChasePowerplaysTab,
  originalPowerplaysTab,
  sportsRulesPages,
} from './rules-pages';

/**
 * Reference rows of sports contests (docs/rules/sports.md "Data"): the four sports, their game
 * types and the real clubs. Idempotent: rows that exist are kept (an operator may have edited them).
 * The Game Rules modal's tabs are content pages (`sportsRulesPages`, seeded by db/seed with the other
 * pages), one per rule set, named by each game type's `rules_slug`.
 */

export const sportsRows = [
  { id: 1, slug: 'hockey', name: 'Hockey', league_id: 14, position: 1 },
  { id: 2, slug: 'baseball', name: 'Baseball', league_id: 15, position: 2 },
  { id: 3, slug: 'basketball', name: 'Basketball', league_id: 16, position: 3 },
  { id: 4, slug: 'football', name: 'Football', league_id: 17, position: 4 },
] as const;

const sportSlugById = new Map<number, string>(sportsRows.map((s) => [s.id, s.slug]));

/** The same-origin card and header images, drawn by the sports routes (`GET /api/sports/images/:name`). */
const image = (sportId: number, layout: string) =>
  `/api/sports/images/${sportSlugById.get(sportId)}-${layout}.svg`;
const header = (sportId: number, layout: string) =>
  `/api/sports/images/${sportSlugById.get(sportId)}-${layout}-header.svg`;

const OPEN_SOON =
  'There is no open game of this type right now. A new game set starts every 20 minutes: check back soon.';
/** Chase the Ace stays baseball and hockey (docs/rules/sports.md "Basketball and football"). */
export const ctaElsewhereText = (sport: string) =>
  `Chase the Ace is played on baseball and hockey. ${sport} plays High 5, Pick 5, Zones and Brackets: choose one of them.`;

type GameTypeSeed = Omit<SportsGameTypesTable, 'id'> & { id: number };

const gameType = (
  id: number,
  sportId: number,
  position: number,
  name: string,
  layout: GameTypeSeed['layout'],
  rule: GameTypeSeed['rule'],
  noGameText: string,
  rulesSlug: string,
): GameTypeSeed => ({
  id,
  sport_id: sportId,
  name,
  layout,
  rule,
  no_game_text: noGameText,
  image_path: image(sportId, rule === 'blackjack' ? 'blackjack' : layout),
  header_image_path: header(sportId, rule === 'blackjack' ? 'blackjack' : layout),
  rules_slug: rulesSlug,
  position,
});

/** Game types (the spec's associations) with stable ids. */
export const sportsGameTypeRows: readonly GameTypeSeed[] = [
  gameType(1, 1, 1, 'Chase the Ace', 'cta', 'chase_the_ace', OPEN_SOON, 'sports-rules-hockey-chase-the-ace'),
  gameType(2, 1, 2, 'High 5', 'high5', 'high5', OPEN_SOON, 'sports-rules-high5'),
  gameType(3, 1, 3, 'Pick 5', 'pick5', 'pick5', OPEN_SOON, 'sports-rules-pick5'),
  gameType(4, 1, 4, 'Zones', 'zones', 'zones', OPEN_SOON, 'sports-rules-zones'),
  gameType(5, 1, 5, 'Brackets', 'brackets', 'brackets', OPEN_SOON, 'sports-rules-brackets'),
  gameType(
    6,
    2,
    1,
    'Chase the Ace',
    'cta',
    'chase_the_ace',
    OPEN_SOON,
    'sports-rules-baseball-chase-the-ace',
  ),
  gameType(7, 2, 2, 'Baseball Blackjack', 'cta', 'blackjack', OPEN_SOON, 'sports-rules-baseball-blackjack'),
  gameType(8, 2, 3, 'High 5', 'high5', 'high5', OPEN_SOON, 'sports-rules-high5'),
  gameType(9, 2, 4, 'Pick 5', 'pick5', 'pick5', OPEN_SOON, 'sports-rules-pick5'),
  gameType(10, 2, 5, 'Zones', 'zones', 'zones', OPEN_SOON, 'sports-rules-zones'),
  gameType(11, 2, 6, 'Brackets', 'brackets', 'brackets', OPEN_SOON, 'sports-rules-brackets'),
  gameType(
    12,
    3,
    1,
    'Chase the Ace',
    'cta',
    null,
    ctaElsewhereText('Basketball'),
    'sports-rules-coming-soon',
  ),
  gameType(13, 3, 2, 'High 5', 'high5', 'high5', OPEN_SOON, 'sports-rules-high5'),
  gameType(14, 4, 1, 'Chase the Ace', 'cta', null, ctaElsewhereText('Football'), 'sports-rules-coming-soon'),
  gameType(15, 4, 2, 'High 5', 'high5', 'high5', OPEN_SOON, 'sports-rules-high5'),
  // Basketball's and football's other contest types (2026_11_26_01): after the ids above, so a database
  // seeded before them keeps its rows and gains these.
  gameType(16, 3, 3, 'Pick 5', 'pick5', 'pick5', OPEN_SOON, 'sports-rules-pick5'),
  gameType(17, 3, 4, 'Zones', 'zones', 'zones', OPEN_SOON, 'sports-rules-zones'),
  gameType(18, 3, 5, 'Brackets', 'brackets', 'brackets', OPEN_SOON, 'sports-rules-brackets'),
  gameType(19, 4, 3, 'Pick 5', 'pick5', 'pick5', OPEN_SOON, 'sports-rules-pick5'),
  gameType(20, 4, 4, 'Zones', 'zones', 'zones', OPEN_SOON, 'sports-rules-zones'),
  gameType(21, 4, 5, 'Brackets', 'brackets', 'brackets', OPEN_SOON, 'sports-rules-brackets'),
  // NFL PowerLine (docs/rules/sports.md "NFL PowerLine"): football only.
  gameType(22, 4, 6, 'NFL PowerLine', 'powerline', 'powerline', OPEN_SOON, 'sports-rules-powerline'),
  // Fantasy hockey (docs/rules/fantasy.md): players of a hockey set, after the ids above.
  gameType(23, 1, 6, 'Fantasy Hockey', 'fantasy', 'fantasy', OPEN_SOON, 'sports-rules-fantasy'),
];

/**
 * The team-selection pages and contest rules a game type may name (its foreign keys), from the
 * contracts' list of contest types: a new type is allowed by the next start, without a migration.
 */
export const sportsLayoutRows = gameTypeLayouts.map((layout) => ({ layout }));
export const sportsContestRuleRows = sportsContestRuleNames.map((rule) => ({
  rule,
  layout: sportsContestTypes[rule].layout,
}));

export const sportsTeamRows = [
  ...mlbClubs.map((c) => ({
    id: `mlb-${c.id}`,
    league: 'baseball' as const,
    name: c.name,
    abbreviation: c.abbreviation,
  })),
  ...nhlClubs.map((c) => ({
    id: `nhl-${c.id}`,
    league: 'hockey' as const,
    name: c.name,
    abbreviation: c.abbreviation,
  })),
  ...nbaClubs.map((c) => ({
    id: `nba-${c.id}`,
    league: 'basketball' as const,
    name: c.name,
    abbreviation: c.abbreviation,
  })),
  ...nflClubs.map((c) => ({
    id: `nfl-${c.id}`,
    league: 'football' as const,
    name: c.name,
    abbreviation: c.abbreviation,
  })),
];

export async function seedSports(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute((trx) =>
    insertReferenceRows(trx, {
      layouts: sportsLayoutRows,
      rules: sportsContestRuleRows,
      sports: sportsRows,
      gameTypes: sportsGameTypeRows,
      teams: sportsTeamRows,
    }),
  );
}
