import type { ColumnType, Generated } from 'kysely';
import type { OwnedBy } from './common';

/** The partners of the deployment and their domains (docs/partners.md). */

export interface PartnersTable {
  id: Generated<number>;
  slug: string;
  name: string;
  suspended_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface PartnerDomainsTable {
  host: string;
  partner_id: number;
}

/** A partner's API keys, by the SHA-256 of their token (docs/partner-api.md). */
export interface ApiKeysTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  name: string;
  prefix: string;
  token_hash: string;
  scopes: string[];
  created_by: number;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** Where a partner's events are sent; the signing secret sealed (AES-256-GCM) by the server's key. */
export interface WebhookEndpointsTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  url: string;
  events: string[];
  secret_box: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: number;
  created_at: Date;
}

/** One event for one endpoint: the sender's queue and the operator's log (written by triggers). */
export interface WebhookDeliveriesTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  endpoint_id: number;
  event_id: string;
  event: string;
  data: ColumnType<Record<string, unknown>, string, never>;
  created_at: Date;
  status: ColumnType<'pending' | 'delivered' | 'failed', undefined, 'pending' | 'delivered' | 'failed'>;
  attempts: ColumnType<number, undefined, number>;
  next_attempt_at: ColumnType<Date | null, undefined, Date | null>;
  last_attempt_at: ColumnType<Date | null, undefined, Date | null>;
  response_status: ColumnType<number | null, undefined, number | null>;
  last_error: ColumnType<string | null, undefined, string | null>;
  replay_of: ColumnType<number | null, number | null | undefined, never>;
}
