import type { ColumnType, Generated } from 'kysely';

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
