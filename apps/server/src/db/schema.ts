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

export interface ContentPagesTable {
  slug: string;
  title: string;
  intro: string;
  body_html: string;
  blocks: ColumnType<{ heading: string; html: string }[], string, string>;
  updated_at: Date;
}

export interface PartnerEnquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  ip: string | null;
  created_at: CreatedAt;
}

export interface NotifyRequestsTable {
  id: Generated<number>;
  email: string;
  topic: string;
  created_at: CreatedAt;
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

export interface LotteryEntriesTable {
  id: Generated<number>;
  game_id: number;
  user_id: number;
  picks: number[];
  uses: ColumnType<number, number | undefined, number>;
  created_at: Date;
  updated_at: Date;
}

export interface LotteryInventoryTable {
  entry_id: number;
  powerplay_id: number;
  remaining: number;
}

export interface LotteryPowerplayUsesTable {
  entry_id: number;
  use_number: number;
  powerplay_id: number;
  picks_before: number[];
  picks_after: number[];
  balls_drawn: number;
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

export interface FantasyEntriesTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  picks: ColumnType<FantasyPick[], string, string>;
  created_at: Date;
  updated_at: Date;
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
  lottery_games: LotteryGamesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_entries: LotteryEntriesTable;
  lottery_inventory: LotteryInventoryTable;
  lottery_powerplay_uses: LotteryPowerplayUsesTable;
  lottery_tier_results: LotteryTierResultsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  content_pages: ContentPagesTable;
  partner_enquiries: PartnerEnquiriesTable;
  notify_requests: NotifyRequestsTable;
  fantasy_games: FantasyGamesTable;
  fantasy_players: FantasyPlayersTable;
  fantasy_entries: FantasyEntriesTable;
}
