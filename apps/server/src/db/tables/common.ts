import type { ColumnType } from 'kysely';

/** Column shapes every table file uses. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Json<T> = ColumnType<T, string, string>;
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
