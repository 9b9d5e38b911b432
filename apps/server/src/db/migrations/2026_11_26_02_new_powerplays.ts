import { sql, type Kysely } from 'kysely';

/**
 * The new sports powerplays (docs/rules/sports.md "New powerplays"): Double (30) and Triple (31) multiply a
 * held team's my_score to the end, so an entry keeps its multipliers beside its adjustments
 * (`multipliers`: team key → 2 or 3). my_score = (real score + adjustments) × multiplier, multipliers
 * last. No Goal (33, hockey) takes back a goal once: `taken_back` keeps, per team key, the goals taken
 * back (`<period>:<second>`; their −1 is in `adjustments`). 6th Skater (34, hockey) makes each goal of
 * the rest of a period count 2: `sixth_skater` keeps, per team key, its windows (`{ period, from }`,
 * seconds into the period). Lock outside Chase the Ace keeps the team's my_score of the moment:
 * `locked_at` (team key → that score; a locked team without one keeps 1). The powerplays themselves
 * need no rows: the inventory and the use log already take ids 1–99.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sports_entries
              add column multipliers jsonb not null default '{}'::jsonb
                check (jsonb_typeof(multipliers) = 'object'),
              add column taken_back jsonb not null default '{}'::jsonb
                check (jsonb_typeof(taken_back) = 'object'),
              add column sixth_skater jsonb not null default '{}'::jsonb
                check (jsonb_typeof(sixth_skater) = 'object'),
              add column locked_at jsonb not null default '{}'::jsonb
                check (jsonb_typeof(locked_at) = 'object')`.execute(db);
}
