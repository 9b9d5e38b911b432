import type { ColumnType } from 'kysely';

/** Column shapes every table file uses. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Json<T> = ColumnType<T, string, string>;
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
/**
 * The partner a row belongs to (docs/partners.md): the database fills it in from the connection's
 * partner, so code never writes it, and row-level security shows a connection only its partner's rows.
 */
export type OwnedBy = ColumnType<number, never, never>;
