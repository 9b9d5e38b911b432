import type { Kysely } from 'kysely';
import type { DB } from './schema';
import { Migrator, type Migration } from 'kysely/migration';
import * as accounts from './migrations/2026_11_22_01_accounts';
import * as content from './migrations/2026_11_22_02_content';
import * as walletLedger from './migrations/2026_11_22_03_wallet_ledger';
import * as lottery from './migrations/2026_11_22_04_lottery';
import * as walletAccount from './migrations/2026_11_22_05_wallet_account';
import * as fantasy from './migrations/2026_11_22_06_fantasy';
import * as entriesPowerplays from './migrations/2026_11_23_01_entries_powerplays';
import * as passwordResets from './migrations/2026_11_23_02_password_resets';
import * as sports from './migrations/2026_11_23_03_sports';
import * as sportsEntryState from './migrations/2026_11_23_04_sports_entry_state';
import * as sportsPrizeSplits from './migrations/2026_11_23_05_sports_prize_splits';
import * as draft from './migrations/2026_11_24_01_draft';
import * as prizeClaims from './migrations/2026_11_24_02_prize_claims';
import * as sportsMinPlayers from './migrations/2026_11_25_01_sports_min_players';
import * as trueSportsPromise from './migrations/2026_11_25_02_true_sports_promise';
import * as contestTypes from './migrations/2026_11_25_04_contest_types';
import * as quarterLeagues from './migrations/2026_11_25_05_quarter_leagues';
import * as quarterContestTypes from './migrations/2026_11_26_01_quarter_contest_types';
import * as newPowerplays from './migrations/2026_11_26_02_new_powerplays';
import * as fourSportsPromise from './migrations/2026_11_26_03_four_sports_promise';
import * as contestTypeRules from './migrations/2026_11_26_04_contest_type_rules';
import * as operatorAuditLog from './migrations/2026_11_26_05_operator_audit_log';
import * as ctaElsewhere from './migrations/2026_11_26_06_cta_elsewhere';
import * as contentVersions from './migrations/2026_11_27_01_content_versions';
import * as leads from './migrations/2026_11_27_02_leads';
import * as accountSuspension from './migrations/2026_11_27_03_account_suspension';
import * as analytics from './migrations/2026_11_27_04_analytics';
import * as contestTypePowerplaysTab from './migrations/2026_11_27_05_contest_type_powerplays_tab';
import * as brand from './migrations/2026_12_01_01_brand';
import * as embedOrigins from './migrations/2026_12_01_02_embed_origins';
import * as appendOnlyNoCascade from './migrations/2026_12_02_01_append_only_no_cascade';
import * as bookChecks from './migrations/2026_12_02_02_book_checks';
import * as sportsContestRules from './migrations/2026_12_03_01_sports_contest_rules';
import * as fantasyContests from './migrations/2026_12_05_01_fantasy_contests';
import * as whiteLabel from './migrations/2026_12_06_01_white_label';
import * as hockeyChasePowerplaysTab from './migrations/2026_12_07_01_hockey_chase_powerplays_tab';
import * as partners from './migrations/2026_12_08_01_partners';
import * as platformOperators from './migrations/2026_12_08_02_platform_operators';
import * as partnerRows from './migrations/2026_12_09_01_partner_rows';
import * as selfExclusionRegistry from './migrations/2026_12_09_02_self_exclusion_registry';
import * as dueWork from './migrations/2026_12_09_03_due_work';
import * as partnerApi from './migrations/2026_12_10_01_partner_api';
import * as liveOutbox from './migrations/2026_12_10_02_live_outbox';
import * as webhookLogRetention from './migrations/2026_12_10_03_webhook_log_retention';
import * as privateContests from './migrations/2026_12_11_01_private_contests';
import * as leagues from './migrations/2026_12_11_02_leagues';
import * as privateContestsOnDrafts from './migrations/2026_12_12_01_private_contests_on_drafts';
import * as notifications from './migrations/2026_12_12_02_notifications';

// Forward-only, applied in name order at start-up. Add new files here.
const migrations: Record<string, Migration> = {
  '2026_11_22_01_accounts': accounts,
  '2026_11_22_02_content': content,
  '2026_11_22_03_wallet_ledger': walletLedger,
  '2026_11_22_04_lottery': lottery,
  '2026_11_22_05_wallet_account': walletAccount,
  '2026_11_22_06_fantasy': fantasy,
  '2026_11_23_01_entries_powerplays': entriesPowerplays,
  '2026_11_23_02_password_resets': passwordResets,
  '2026_11_23_03_sports': sports,
  '2026_11_23_04_sports_entry_state': sportsEntryState,
  '2026_11_23_05_sports_prize_splits': sportsPrizeSplits,
  '2026_11_24_01_draft': draft,
  '2026_11_24_02_prize_claims': prizeClaims,
  '2026_11_25_01_sports_min_players': sportsMinPlayers,
  '2026_11_25_02_true_sports_promise': trueSportsPromise,
  '2026_11_25_04_contest_types': contestTypes,
  '2026_11_25_05_quarter_leagues': quarterLeagues,
  '2026_11_26_01_quarter_contest_types': quarterContestTypes,
  '2026_11_26_02_new_powerplays': newPowerplays,
  '2026_11_26_03_four_sports_promise': fourSportsPromise,
  '2026_11_26_04_contest_type_rules': contestTypeRules,
  '2026_11_26_05_operator_audit_log': operatorAuditLog,
  '2026_11_26_06_cta_elsewhere': ctaElsewhere,
  '2026_11_27_01_content_versions': contentVersions,
  '2026_11_27_02_leads': leads,
  '2026_11_27_03_account_suspension': accountSuspension,
  '2026_11_27_04_analytics': analytics,
  '2026_11_27_05_contest_type_powerplays_tab': contestTypePowerplaysTab,
  '2026_12_01_01_brand': brand,
  '2026_12_01_02_embed_origins': embedOrigins,
  '2026_12_02_01_append_only_no_cascade': appendOnlyNoCascade,
  '2026_12_02_02_book_checks': bookChecks,
  '2026_12_03_01_sports_contest_rules': sportsContestRules,
  '2026_12_05_01_fantasy_contests': fantasyContests,
  '2026_12_06_01_white_label': whiteLabel,
  '2026_12_07_01_hockey_chase_powerplays_tab': hockeyChasePowerplaysTab,
  '2026_12_08_01_partners': partners,
  '2026_12_08_02_platform_operators': platformOperators,
  '2026_12_09_01_partner_rows': partnerRows,
  '2026_12_09_02_self_exclusion_registry': selfExclusionRegistry,
  '2026_12_09_03_due_work': dueWork,
  '2026_12_10_01_partner_api': partnerApi,
  '2026_12_10_02_live_outbox': liveOutbox,
  '2026_12_10_03_webhook_log_retention': webhookLogRetention,
  '2026_12_11_01_private_contests': privateContests,
  '2026_12_11_02_leagues': leagues,
  '2026_12_12_01_private_contests_on_drafts': privateContestsOnDrafts,
  '2026_12_12_02_notifications': notifications,
};

/** Every migration's name, in the order they apply. */
export const migrationNames = (): string[] => Object.keys(migrations).sort();

/** Applies the migrations not yet applied; answers how many it applied. */
export async function migrateToLatest(db: Kysely<DB>): Promise<number> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return results?.filter((r) => r.status === 'Success').length ?? 0;
}
