import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OwnedBy } from './common';

/** Content, leads, the audit log, embeds, the brand and the books' checks. */

export interface ContentPagesTable {
  partner_id: OwnedBy;
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
  partner_id: OwnedBy;
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
  partner_id: OwnedBy;
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
  partner_id: OwnedBy;
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
  partner_id: OwnedBy;
  id: Generated<number>;
  partner_enquiry_id: number | null;
  notify_request_id: number | null;
  operator_id: number;
  body: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** The operator audit log: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface OperatorAuditLogTable {
  partner_id: OwnedBy;
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
  partner_id: OwnedBy;
  id: Generated<number>;
  origin: string;
  added_by: number;
  added_at: ColumnType<Date, Date | undefined, never>;
}

/** The partner's brand: one row (id 1), its images as bytes (decision 028). */
export interface BrandSettingsTable {
  partner_id: OwnedBy;
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
  partner_id: OwnedBy;
  id: Generated<number>;
  checked_at: Date;
  ok: boolean;
  source: 'cli' | 'job';
  duration_ms: number;
  checks: ColumnType<{ name: string; examined: number; breaks: number; samples: string[] }[], string, never>;
}
