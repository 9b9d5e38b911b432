import type { NotificationKind } from '@powerplay/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { OwnedBy } from './common';

/** Notifications (migration 2026_12_12_02). */

export interface NotificationsTable {
  partner_id: OwnedBy;
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  /** The event it reports, unique per player and kind: the producers' "once". */
  subject: string;
  /** What its words are made of (the game's name, the prize…). */
  params: ColumnType<Record<string, string>, string, never>;
  link: string;
  created_at: Date;
  read_at: ColumnType<Date | null, never, Date | null>;
  /** Its mail: pending until the mail job sends it or decides not to. */
  mail: ColumnType<'pending' | 'sent' | 'skipped', never, 'sent' | 'skipped'>;
}

export interface NotificationPreferencesTable {
  partner_id: OwnedBy;
  user_id: number;
  kind: NotificationKind;
  email: boolean;
}

export interface NotificationMailClockTable {
  partner_id: OwnedBy;
  user_id: number;
  starts_soon_mailed_at: Date;
}
