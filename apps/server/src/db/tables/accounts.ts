import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OwnedBy } from './common';

/** Players, sessions, their mail, plans and limits. */

export interface UsersTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  display_name: string;
  email: string;
  password_hash: string;
  role: ColumnType<'player' | 'operator' | 'platform', 'player' | 'operator' | 'platform' | undefined>;
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
  /** When the player confirmed the email through the link mailed to it (migration 2026_12_09_02). */
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SessionsTable {
  partner_id: OwnedBy;
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginFailuresTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  user_id: number | null;
  ip: string;
  created_at: Date;
}

/** A single-use link mailed to a player, by its token's SHA-256: a password reset, an email confirmation. */
export interface MailedLinksTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}
export type PasswordResetsTable = MailedLinksTable;

export interface MailOutboxTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  created_at: Date;
  /** The HTML part, when the mail has one (migration 2026_12_12_02). */
  html: ColumnType<string | null, string | null | undefined, never>;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post). */
  headers: ColumnType<Record<string, string>, string | undefined, never>;
  /** When it went out over SMTP; null while it waits (or when no SMTP server is configured). */
  sent_at: ColumnType<Date | null, never, Date | null>;
  /** The relay's lease on it while it sends. */
  claimed_until: ColumnType<Date | null, never, Date | null>;
}

export interface SubscriptionsTable {
  partner_id: OwnedBy;
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
  partner_id: OwnedBy;
  id: Generated<number>;
  user_id: number;
  key: string;
  value: number | null;
  requested_at: Date;
  effective_at: Date;
}

export interface RgExclusionsTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  user_id: number;
  starts_at: Date;
  until: Date | null;
}

/** Links mailed to confirm an email (migration 2026_12_09_02). */
export type EmailVerificationsTable = MailedLinksTable;

/**
 * Every partner's self-exclusions by a keyed hash of the verified email (migration 2026_12_09_02): no
 * readable email, shared by the partners (docs/rules/accounts.md "One exclusion, every site").
 */
export interface SelfExclusionRegistryTable {
  email_key: string;
  until: Date | null;
  recorded_at: Date;
}

/** Live events waiting for the relay (docs/decisions/052): each an envelope as JSON, in id order. */
export interface LiveOutboxTable {
  id: ColumnType<string, never, never>;
  payload: string;
}
