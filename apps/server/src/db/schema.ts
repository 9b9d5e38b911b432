import type { FantasyPick, FantasyPosition } from '@powerplay/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Kysely table types: one place, kept in step with migrations/. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  display_name: string;
  email: string;
  password_hash: string;
  role: ColumnType<'player' | 'operator', 'player' | 'operator' | undefined>;
  club: ColumnType<'basic' | 'elite' | 'super_elite', 'basic' | 'elite' | 'super_elite' | undefined>;
  country: string;
  province: string;
  over18: boolean;
  accepted_terms_at: Date;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  /** Suspension (migration 2026_11_27_03): all three set while the account is suspended, else null. */
  suspended_at: Date | null;
  suspended_by: number | null;
  suspension_reason: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  user_id: number | null;
  ip: string;
  created_at: Date;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  created_at: Date;
}

export interface ContentPagesTable {
  slug: string;
  title: string;
  intro: string;
  body_html: string;
  blocks: ColumnType<{ heading: string; html: string }[], string, string>;
  updated_at: Date;
  /** The number of its current version in content_page_versions. */
  version: ColumnType<number, number | undefined, number>;
}

/** Append-only: one row per save of a content page (migration 2026_11_27_01). */
export interface ContentPageVersionsTable {
  id: Generated<number>;
  slug: string;
  version: number;
  title: string;
  intro: string;
  body_html: string;
  blocks: ColumnType<{ heading: string; html: string }[], string, never>;
  saved_by: number | null;
  saved_at: ColumnType<Date, Date | undefined, never>;
  restored_from: number | null;
}

export interface PartnerEnquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  ip: string | null;
  created_at: CreatedAt;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
}

/** A lead's status (migration 2026_11_27_02; the contracts' `leadStatusSchema`). */
type LeadStatus = import('@powerplay/contracts').LeadStatus;

export interface NotifyRequestsTable {
  id: Generated<number>;
  email: string;
  topic: string;
  created_at: CreatedAt;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** The launch mail's unsubscribe link secret (a uuid the database draws). */
  unsubscribe_token: ColumnType<string, never, never>;
  /** Written once (a trigger refuses any change after): the launch mail went out. */
  mailed_at: ColumnType<Date | null, never, Date>;
  unsubscribed_at: ColumnType<Date | null, never, Date>;
}

/** Operators' notes on leads: append-only (a trigger refuses UPDATE and DELETE). */
export interface LeadNotesTable {
  id: Generated<number>;
  partner_enquiry_id: number | null;
  notify_request_id: number | null;
  operator_id: number;
  body: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type Currency = 'cash' | 'points';

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  currency: Currency;
  amount: number;
  kind: 'prize' | 'purchase' | 'withdrawal_hold' | 'withdrawal_reversal' | 'adjustment';
  status: ColumnType<
    'complete' | 'pending' | 'cancel' | 'refund',
    'complete' | 'pending' | 'cancel' | 'refund' | undefined
  >;
  reference: string;
  description: string;
  idempotency_key: string;
  created_at: Date;
  /** The prize claim a row pays or reverses (docs/decisions/016); null for everything else. */
  claim: ColumnType<string | null, string | null | undefined, never>;
}

/** What players owe: shortfalls of prize reversals, and what later corrections cleared (append-only). */
export interface LedgerReceivablesTable {
  id: Generated<number>;
  user_id: number;
  currency: Currency;
  /** Positive: owed more; negative: cleared. */
  amount: number;
  claim: string;
  reference: string;
  description: string;
  idempotency_key: string;
  created_at: Date;
}

export interface LotteryGamesTable {
  id: Generated<number>;
  game_type: '747' | 'sweet16' | 'elite8' | 'gridlock';
  status: ColumnType<'unplayed' | 'live' | 'finished', 'unplayed' | 'live' | 'finished' | undefined>;
  start_at: Date;
  pick_deadline: Date;
  ball_interval_seconds: number;
  delay_seconds: number;
  final_window_seconds: number;
  ball_count: number;
  pick_count: number;
  range_min: number;
  range_max: number;
  currency: string;
  prize_tiers: ColumnType<{ hits: number; amount: number; kind: Currency }[], string, string>;
  seed: string;
  commitment: string;
  balls_drawn: ColumnType<number, number | undefined, number>;
  settled_at: Date | null;
  scheduled_by: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export interface LotteryDrawsTable {
  game_id: number;
  k: number;
  number: number;
  drawn_at: Date;
}

/** A player's entry in any contest: the registry limits, club, territory and allowances count. */
export interface EntriesTable {
  id: Generated<number>;
  user_id: number;
  contest_kind: 'lottery' | 'sports' | 'draft' | 'fantasy';
  contest_id: number;
  sport: 'hockey' | 'baseball' | 'basketball' | 'football' | null;
  created_at: Date;
  /** Voided with its contest (a sports contest cancelled for want of players): off the monthly allowance. */
  voided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** `id` is the entry's id in `entries`. */
export interface LotteryEntriesTable {
  id: number;
  game_id: number;
  user_id: number;
  picks: number[];
  created_at: Date;
  updated_at: Date;
}

export interface PowerplayInventoryTable {
  entry_id: number;
  powerplay_id: number;
  remaining: number;
}

export interface PowerplayUsesTable {
  entry_id: number;
  use_number: number;
  powerplay_id: number;
  undoes: number | null;
  state_before: ColumnType<unknown, string, never>;
  state_after: ColumnType<unknown, string, never>;
  context: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: Date;
}

export interface LotteryTierResultsTable {
  game_id: number;
  hits: number;
  kind: Currency;
  total: number;
  winners: number;
  payout: number;
  remainder: number;
}

export interface IdempotencyRecordsTable {
  user_id: number;
  scope: string;
  key: string;
  request_hash: string;
  response: ColumnType<unknown, string | null, string>;
  created_at: Date;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  amount_cents: number;
  paypal_email: string;
  details: ColumnType<Record<string, unknown>, string, string>;
  status: ColumnType<
    'pending' | 'complete' | 'cancel' | 'refund',
    'pending' | undefined,
    'complete' | 'cancel' | 'refund'
  >;
  hold_entry_id: number;
  created_at: Date;
  decided_at: Date | null;
  decided_by: number | null;
}

export interface StoreProductsTable {
  id: string;
  name: string;
  sport: 'football' | 'baseball' | 'hockey' | 'basketball' | 'all';
  price_cents: number;
  period: 'once' | 'month';
  games: number | null;
  description: string;
  club: 'basic' | 'elite' | 'super_elite';
  subscription_ids: number[];
  sort: number;
}

export interface StoreOrdersTable {
  id: Generated<number>;
  user_id: number;
  product_ids: string[];
  total_cents: number;
  created_at: Date;
}

export interface SubscriptionsTable {
  user_id: number;
  subscription_id: number;
  product_id: string;
  order_id: number;
  /** The plan's terms as bought: its sport ('all' for Super Elite) and games a month (null = unlimited). */
  sport: 'hockey' | 'baseball' | 'basketball' | 'football' | 'all';
  games: number | null;
  started_at: Date;
  expires_at: Date | null;
}

export interface RgLimitsTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  value: number | null;
  requested_at: Date;
  effective_at: Date;
}

export interface RgExclusionsTable {
  id: Generated<number>;
  user_id: number;
  starts_at: Date;
  until: Date | null;
}

export interface FantasyGamesTable {
  id: number;
  name: string;
  max_teams_allowed: number;
  min_teams_allowed: number;
}

export interface FantasyPlayersTable {
  id: number;
  game_id: number;
  name: string;
  team: string;
  position: FantasyPosition;
  vs: string;
  g: number;
  a: number;
  score: number;
}

/** `id` is the entry's id in `entries`. */
export interface FantasyEntriesTable {
  id: number;
  user_id: number;
  game_id: number;
  picks: ColumnType<FantasyPick[], string, string>;
  created_at: Date;
  updated_at: Date;
}

export type SportsLeague = 'hockey' | 'baseball' | 'basketball' | 'football';
export type SportsMatchStatus = 'UNPLAYED' | 'INTRO' | 'LIVE' | 'FINISHED';
export type SportsGameSetStatus = 'UNPLAYED' | 'LIVE' | 'FINISHED';
export type SportsPrizeKind = 'cash' | 'points' | 'items';
/** A starting or current pitcher (ERA) or goalie (GAA). */
export interface SportsStarter {
  name: string;
  stat: number | null;
}
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface SportsTable {
  id: number;
  slug: 'hockey' | 'baseball' | 'basketball' | 'football';
  name: string;
  league_id: 14 | 15 | 16 | 17 | null;
  position: number;
}

export interface SportsGameTypesTable {
  id: Generated<number>;
  sport_id: number;
  name: string;
  layout: 'cta' | 'zones' | 'high5' | 'pick5' | 'brackets';
  rule: 'chase_the_ace' | 'blackjack' | 'high5' | 'zones' | 'pick5' | 'brackets' | null;
  no_game_text: string;
  image_path: string;
  header_image_path: string;
  /** The content page (content_pages.slug) holding the Game Rules modal's tabs as blocks. */
  rules_slug: string;
  position: number;
}

export interface SportsTeamsTable {
  /** `mlb-<Retrosheet code>`, `nhl-<abbreviation>`, `nba-<abbreviation>` or `nfl-<abbreviation>`. */
  id: string;
  league: SportsLeague;
  name: string;
  abbreviation: string;
}

export interface SportsGameSetsTable {
  id: Generated<number>;
  league: SportsLeague;
  title: string;
  start_at: Date;
  status: ColumnType<SportsGameSetStatus, SportsGameSetStatus | undefined, SportsGameSetStatus>;
  /** Bumped by each published event of the set: the SSE id. */
  event_seq: ColumnType<number, number | undefined, number>;
  source: 'retrosheet' | 'nba-stats' | 'nfl' | 'simulated' | 'provider';
  source_key: string | null;
  settled_at: Date | null;
  created_at: CreatedAt;
}

export interface SportsMatchesTable {
  id: Generated<number>;
  game_set_id: number;
  feed_game_id: string;
  league: SportsLeague;
  home_team_id: string;
  away_team_id: string;
  start_at: Date;
  location: string;
  status: ColumnType<SportsMatchStatus, SportsMatchStatus | undefined, SportsMatchStatus>;
  home_score: ColumnType<number, number | undefined, number>;
  away_score: ColumnType<number, number | undefined, number>;
  /** `sportsMatchProgressSchema` of the contracts. */
  progress: NullableJson<Record<string, unknown>>;
  home_starter: NullableJson<SportsStarter>;
  away_starter: NullableJson<SportsStarter>;
  home_current: NullableJson<SportsStarter>;
  away_current: NullableJson<SportsStarter>;
  sequence: ColumnType<number, number | undefined, number>;
  /** What the feed replays: the Retrosheet line score, or the hockey simulation's seed and goals. */
  script: NullableJson<unknown>;
  finished_at: Date | null;
  /** The order in which matches last changed (set by the database; the live stream's loader). */
  changed_no: ColumnType<number, never, never>;
}

export interface SportsFeedUpdatesTable {
  feed_game_id: string;
  sequence: number;
  received_at: Date;
}

export interface SportsContestsTable {
  id: Generated<number>;
  game_set_id: number;
  game_type_id: number;
  name: string;
  sponsor: string;
  min_teams: number;
  max_teams: number;
  eligibility: ColumnType<
    'ALL' | 'BASIC' | 'ELITE' | 'SUPER ELITE',
    'ALL' | 'BASIC' | 'ELITE' | 'SUPER ELITE' | undefined
  >;
  restriction: ColumnType<string, string | undefined, string>;
  prize_kind: SportsPrizeKind;
  /** Powerplay id → how many each entry starts with. */
  powerplay_kit: Json<Record<string, number>>;
  settled_version: ColumnType<number, number | undefined, number>;
  settled_at: Date | null;
  created_at: CreatedAt;
  /** Entries needed to play (docs/rules/sports.md "Waiting For Players"); 1 = no minimum. */
  min_players: ColumnType<number, number | undefined, number>;
  /** Cancelled at the lock for want of players: never settled. */
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SportsPrizeRowsTable {
  contest_id: number;
  teams: number;
  kind: SportsPrizeKind;
  /** Cents or points; 0 for items. */
  amount: ColumnType<number, number | undefined, number>;
  description: string | null;
  retail_value_cents: number | null;
}

/** `id` is the entry's id in `entries`. */
export interface SportsEntriesTable {
  id: number;
  contest_id: number;
  user_id: number;
  picks: ColumnType<string[], string[] | undefined, string[]>;
  result: 'WON' | 'LOST' | null;
  won_amount: ColumnType<number, number | undefined, number>;
  settled_version: ColumnType<number, number | undefined, number>;
  created_at: Date;
  updated_at: Date;
  /** Powerplay adjustments to my_score by team key (migration 2026_11_23_04). */
  adjustments: ColumnType<Record<string, number>, string | undefined, string>;
  /** Locked team keys: my_score stays 1. */
  locked: ColumnType<string[], string[] | undefined, string[]>;
  /** Teams the Add powerplay brought in. */
  added: ColumnType<number, number | undefined, number>;
  /** Zones: each pick's zone (team key → index into the sport's zones; migration 2026_11_25_04). */
  zones: ColumnType<Record<string, number>, string | undefined, string>;
  /** Double / Triple multipliers by team key (migration 2026_11_26_02). */
  multipliers: ColumnType<Record<string, number>, string | undefined, string>;
  /** Goals No Goal took back by team key (goal ids `<period>:<second>`; migration 2026_11_26_02). */
  taken_back: ColumnType<Record<string, string[]>, string | undefined, string>;
  /** 6th Skater windows by team key (`{ period, from }`; migration 2026_11_26_02). */
  sixth_skater: ColumnType<Record<string, { period: number; from: number }[]>, string | undefined, string>;
  /** Lock outside Chase the Ace: the my_score each locked team keeps (migration 2026_11_26_02). */
  locked_at: ColumnType<Record<string, number>, string | undefined, string>;
}

/** A settlement's decision per prize-grid row: winners, each one's payout, the house's remainder. */
export interface SportsPrizeSplitsTable {
  contest_id: number;
  version: number;
  teams: number;
  kind: 'cash' | 'points' | 'items';
  winners: number;
  payout: number;
  remainder: number;
  settled_at: Date;
}

/** The 2020 prospect pool (reference data, features/draft/data). */
export interface DraftProspectsTable {
  id: Generated<number>;
  name: string;
  position: string;
  height_inches: number;
  weight_lbs: number;
  school: string;
  pre_draft_rank: number;
  school_gear_link: string;
}

export interface DraftContestsTable {
  id: Generated<number>;
  name: string;
  mode: 'replay' | 'operator';
  pick_deadline: Date;
  start_at: Date;
  pick_interval_ms: number;
  next_pick_at: Date | null;
  picks_made: ColumnType<number, number | undefined, number>;
  announced: ColumnType<
    'open' | 'locked' | 'live' | 'final',
    undefined,
    'open' | 'locked' | 'live' | 'final'
  >;
  settled_at: Date | null;
  created_by: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export interface DraftPicksTable {
  draft_id: number;
  pick: number;
  /** The club's abbreviation (features/draft/data). */
  team: string;
  prospect_id: number;
  made_at: Date;
}

/** `id` is the entry's id in `entries`. */
export interface DraftEntriesTable {
  id: number;
  draft_id: number;
  user_id: number;
  ranking: number[];
  matched: ColumnType<number, number | undefined, number>;
  result: 'WON' | 'LOST' | null;
  won_cents: ColumnType<number, number | undefined, number>;
  submitted_at: Date;
  updated_at: Date;
}

export interface DraftPrizeSplitsTable {
  draft_id: number;
  hits: number;
  total: number;
  winners: number;
  payout: number;
  remainder: number;
  settled_at: Date;
}

/** The operator audit log: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface OperatorAuditLogTable {
  id: Generated<number>;
  at: ColumnType<Date, Date | undefined, never>;
  operator_id: number;
  action: string;
  target_type: string;
  target_id: string;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
}

/** The origins that may frame the widgets (`frame-ancestors`), normalized. */
export interface EmbedOriginsTable {
  id: Generated<number>;
  origin: string;
  added_by: number;
  added_at: ColumnType<Date, Date | undefined, never>;
}

/** The partner's brand: one row (id 1), its images as bytes (decision 028). */
export interface BrandSettingsTable {
  id: ColumnType<number, 1 | undefined, never>;
  version: number;
  site_name: string;
  primary_color: string;
  accent_color: string;
  support_phone: string;
  support_email: string;
  legal_entity: string;
  copyright_holder: string;
  sponsor_line: string;
  logo: Buffer | null;
  logo_type: string | null;
  favicon: Buffer | null;
  favicon_type: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: number | null;
}

/** One run of the books' self-check (migration 2026_12_02_02): append-only. */
export interface BookChecksTable {
  id: Generated<number>;
  checked_at: Date;
  ok: boolean;
  source: 'cli' | 'job';
  duration_ms: number;
  checks: ColumnType<{ name: string; examined: number; breaks: number; samples: string[] }[], string, never>;
}

export interface DB {
  idempotency_records: IdempotencyRecordsTable;
  withdrawals: WithdrawalsTable;
  store_products: StoreProductsTable;
  store_orders: StoreOrdersTable;
  subscriptions: SubscriptionsTable;
  rg_limits: RgLimitsTable;
  rg_exclusions: RgExclusionsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_receivables: LedgerReceivablesTable;
  lottery_games: LotteryGamesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_entries: LotteryEntriesTable;
  entries: EntriesTable;
  powerplay_inventory: PowerplayInventoryTable;
  powerplay_uses: PowerplayUsesTable;
  lottery_tier_results: LotteryTierResultsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  password_resets: PasswordResetsTable;
  mail_outbox: MailOutboxTable;
  content_pages: ContentPagesTable;
  content_page_versions: ContentPageVersionsTable;
  partner_enquiries: PartnerEnquiriesTable;
  notify_requests: NotifyRequestsTable;
  lead_notes: LeadNotesTable;
  fantasy_games: FantasyGamesTable;
  fantasy_players: FantasyPlayersTable;
  fantasy_entries: FantasyEntriesTable;
  sports: SportsTable;
  sports_game_types: SportsGameTypesTable;
  sports_teams: SportsTeamsTable;
  sports_game_sets: SportsGameSetsTable;
  sports_matches: SportsMatchesTable;
  sports_feed_updates: SportsFeedUpdatesTable;
  sports_contests: SportsContestsTable;
  sports_prize_rows: SportsPrizeRowsTable;
  sports_entries: SportsEntriesTable;
  sports_prize_splits: SportsPrizeSplitsTable;
  draft_prospects: DraftProspectsTable;
  draft_contests: DraftContestsTable;
  draft_picks: DraftPicksTable;
  draft_entries: DraftEntriesTable;
  draft_prize_splits: DraftPrizeSplitsTable;
  operator_audit_log: OperatorAuditLogTable;
  brand_settings: BrandSettingsTable;
  embed_origins: EmbedOriginsTable;
  book_checks: BookChecksTable;
}
