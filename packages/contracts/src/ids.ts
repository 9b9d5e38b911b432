import { z } from 'zod';

/** The largest id a row can have (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** Decimal digits, no sign, no leading zero (at most 10, then `MAX_ID` decides). */
export const ID_PATTERN = /^[1-9]\d{0,9}$/;

/**
 * The one shape of a numeric id in a path or query string: decimal digits, no sign,
 * no leading zero, nothing around them — `1`, `42`. Coercing with `Number()` turned `0x10`, `1e3`,
 * `0b1`, `0o7` and ` 1` (`%201`) into real ids, and an operator cancelled withdrawal #16 through
 * `/0x10/cancel`. Anything else is refused with the route's own "not found" (`error`).
 */
export const idParam = (error: string) =>
  z
    .string({ error })
    .regex(ID_PATTERN, { error })
    .transform(Number)
    .refine((n) => n <= MAX_ID, { error });

/** A page number in a query string: the same canonical digits, 1…`max`. */
export const pageParam = (max: number) =>
  z
    .string()
    .regex(ID_PATTERN)
    .transform(Number)
    .refine((n) => n <= max);
