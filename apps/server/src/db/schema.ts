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

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  content_pages: ContentPagesTable;
  partner_enquiries: PartnerEnquiriesTable;
  notify_requests: NotifyRequestsTable;
}
