import { sql } from 'kysely';

/** The powerplays' rows for the books' self-check (docs/decisions/038), joined by the books to the kits. */
export const powerplaysBooks = {
  /**
   * Per entry and powerplay: what is left, how many uses the log holds and how many an Undo gave back:
   * (entry_id, powerplay_id, remaining, used, given_back). `remaining` is null when the log names a
   * powerplay the inventory never had.
   */
  counts: sql`
    select coalesce(i.entry_id, u.entry_id) as entry_id, coalesce(i.powerplay_id, u.powerplay_id) as powerplay_id,
           i.remaining, coalesce(u.used, 0) as used, coalesce(u.given_back, 0) as given_back
    from powerplay_inventory i
    full join (
      select entry_id, powerplay_id, sum(used) as used, sum(given_back) as given_back
      from (select entry_id, powerplay_id, 1 as used, 0 as given_back from powerplay_uses
            union all
            select u.entry_id, d.powerplay_id, 0, 1
            from powerplay_uses u join powerplay_uses d on d.entry_id = u.entry_id and d.use_number = u.undoes
            where u.undoes is not null) x
      group by entry_id, powerplay_id) u
      on u.entry_id = i.entry_id and u.powerplay_id = i.powerplay_id`,

  /** Uses in all, as the analytics rollup counts them (its keys summed): (metric, key, n, amount). */
  totals: sql`select 'powerplay_uses' as metric, '' as key, count(*) as n, 0 as amount from powerplay_uses`,
};
