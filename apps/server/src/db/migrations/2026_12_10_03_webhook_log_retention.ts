import { sql, type Kysely } from 'kysely';

/**
 * The webhook delivery log keeps 30 days (docs/partner-api.md "The delivery log and replay"): the sender
 * prunes every partner's delivered and failed deliveries older than that in one statement, as it finds
 * their due work (migration 2026_12_10_01). Never a pending one, and never younger than 30 days by the
 * database's own clock, whatever the caller asks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function prune_webhook_deliveries(older_than timestamptz) returns integer
      language sql volatile security definer set search_path = pg_catalog, public
      as $$
        with gone as (
          delete from webhook_deliveries
          where status <> 'pending' and created_at < least(older_than, now() - interval '30 days')
          returning 1)
        select count(*)::integer from gone
      $$`.execute(db);
}
