/** Kysely table types, one file per area under tables/, kept in step with migrations/. */
import type {
  UsersTable,
  SessionsTable,
  LoginFailuresTable,
  PasswordResetsTable,
  MailOutboxTable,
  LiveOutboxTable,
  SubscriptionsTable,
  RgLimitsTable,
  RgExclusionsTable,
  EmailVerificationsTable,
  SelfExclusionRegistryTable,
} from './tables/accounts';
import type {
  ContentPagesTable,
  ContentPageVersionsTable,
  PartnerEnquiriesTable,
  NotifyRequestsTable,
  LeadNotesTable,
  OperatorAuditLogTable,
  EmbedOriginsTable,
  BrandSettingsTable,
  BookChecksTable,
} from './tables/back-office';
import type {
  LedgerEntriesTable,
  LedgerReceivablesTable,
  EntriesTable,
  PowerplayInventoryTable,
  PowerplayUsesTable,
  IdempotencyRecordsTable,
  WithdrawalsTable,
  StoreProductsTable,
  StoreOrdersTable,
} from './tables/money';
import type {
  LotteryGamesTable,
  LotteryDrawsTable,
  LotteryEntriesTable,
  LotteryTierResultsTable,
} from './tables/lottery';
import type {
  SportsTable,
  SportsGameTypesTable,
  SportsGameTypeLayoutsTable,
  SportsContestRulesTable,
  SportsTeamsTable,
  SportsGameSetsTable,
  SportsMatchesTable,
  SportsFeedUpdatesTable,
  SportsContestsTable,
  SportsPrizeRowsTable,
  SportsEntriesTable,
  SportsPrizeSplitsTable,
} from './tables/sports';
import type {
  DraftProspectsTable,
  DraftContestsTable,
  DraftPicksTable,
  DraftEntriesTable,
  DraftPrizeSplitsTable,
} from './tables/draft';
import type {
  ApiKeysTable,
  PartnersTable,
  PartnerDomainsTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
} from './tables/partners';
import type {
  LeagueMembersTable,
  LeagueSchedulesTable,
  LeagueSeasonsTable,
  LeaguesTable,
  PrivateContestMembersTable,
  PrivateContestsTable,
} from './tables/friends';
import type {
  NotificationMailClockTable,
  NotificationPreferencesTable,
  NotificationsTable,
} from './tables/notifications';

export type * from './tables/accounts';
export type * from './tables/back-office';
export type * from './tables/money';
export type * from './tables/lottery';
export type * from './tables/sports';
export type * from './tables/draft';
export type * from './tables/partners';
export type * from './tables/friends';
export type * from './tables/notifications';

export interface DB {
  partners: PartnersTable;
  partner_domains: PartnerDomainsTable;
  api_keys: ApiKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  idempotency_records: IdempotencyRecordsTable;
  withdrawals: WithdrawalsTable;
  store_products: StoreProductsTable;
  store_orders: StoreOrdersTable;
  subscriptions: SubscriptionsTable;
  rg_limits: RgLimitsTable;
  rg_exclusions: RgExclusionsTable;
  email_verifications: EmailVerificationsTable;
  self_exclusion_registry: SelfExclusionRegistryTable;
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
  live_outbox: LiveOutboxTable;
  content_pages: ContentPagesTable;
  content_page_versions: ContentPageVersionsTable;
  partner_enquiries: PartnerEnquiriesTable;
  notify_requests: NotifyRequestsTable;
  lead_notes: LeadNotesTable;
  sports: SportsTable;
  sports_game_types: SportsGameTypesTable;
  sports_game_type_layouts: SportsGameTypeLayoutsTable;
  sports_contest_rules: SportsContestRulesTable;
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
  private_contests: PrivateContestsTable;
  private_contest_members: PrivateContestMembersTable;
  leagues: LeaguesTable;
  league_members: LeagueMembersTable;
  league_seasons: LeagueSeasonsTable;
  league_schedules: LeagueSchedulesTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_mail_clock: NotificationMailClockTable;
}
