import { liveTopics, partnerEventSchemas } from '@powerplay/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { publish, topic } from '../../platform/live';
import type { Partner } from './hosts';

/** The server-side topic every process hears when a partner changes (never streamed). */
export const partnersTopic = topic(liveTopics.partners, partnerEventSchemas);

/**
 * Runs `work` once for every partner, inside `trx`, as that partner's (docs/partners.md "Whose rows a
 * query sees"): for what shared data decides for all of them at once — a shared game set's result
 * settles every partner's contests on it. The transaction is its own partner's again afterwards.
 */
export async function forEveryPartner(
  trx: Transaction<DB>,
  work: (partnerId: number) => Promise<void>,
): Promise<void> {
  const { rows } = await sql<{
    mine: string | null;
  }>`select current_setting('app.partner_id', true) as mine`.execute(trx);
  const partners = await trx.selectFrom('partners').select('id').orderBy('id').execute();
  try {
    for (const { id } of partners) {
      await sql`select set_config('app.partner_id', ${String(id)}, true)`.execute(trx);
      await work(id);
    }
  } finally {
    await sql`select set_config('app.partner_id', ${rows[0]!.mine ?? ''}, true)`.execute(trx);
  }
}

/** The only reader and writer of `partners` and `partner_domains`. */
export function partnersRepo(db: Kysely<DB>) {
  const announce = (trx: Transaction<DB>, partnerId: number) =>
    publish(trx, partnersTopic, { type: 'changed', data: { partnerId } });

  return {
    /** `work` for every partner, in one transaction, each in its turn as that partner's (a snapshot each). */
    eachPartner<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<{ partnerId: number; value: T }[]> {
      return db.transaction().execute(async (trx) => {
        const out: { partnerId: number; value: T }[] = [];
        await forEveryPartner(trx, async (partnerId) => {
          out.push({ partnerId, value: await work(trx) });
        });
        return out;
      });
    },

    /** Every partner with its hosts, by id. */
    async all(): Promise<Partner[]> {
      const [partners, domains] = await Promise.all([
        db.selectFrom('partners').select(['id', 'slug', 'name', 'suspended_at']).orderBy('id').execute(),
        db.selectFrom('partner_domains').select(['host', 'partner_id']).orderBy('host').execute(),
      ]);
      return partners.map((p) => ({
        id: p.id,
        slug: p.slug,
        name: p.name,
        suspended: p.suspended_at !== null,
        domains: domains.filter((d) => d.partner_id === p.id).map((d) => d.host),
      }));
    },

    /**
     * A new partner with its hosts and its first rows, in one transaction with its audit line; 'taken'
     * when its slug or a host is another's.
     */
    async create(
      partner: { slug: string; name: string; hosts: readonly string[] },
      also: {
        /** The audit line, written as the partner of whoever creates it. */
        audit?: (trx: Transaction<DB>, id: number) => Promise<void>;
        /** The new partner's own first rows (its brand, its pages), written as the new partner's. */
        furnish: (trx: Transaction<DB>) => Promise<void>;
      },
    ): Promise<number | 'taken'> {
      const created = db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('partners')
          .select('id')
          .where('slug', '=', partner.slug)
          .unionAll(
            trx
              .selectFrom('partner_domains')
              .select('partner_id as id')
              .where('host', 'in', partner.hosts.length > 0 ? [...partner.hosts] : ['']),
          )
          .executeTakeFirst();
        if (taken) return 'taken';
        const { id } = await trx
          .insertInto('partners')
          .values({ slug: partner.slug, name: partner.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (partner.hosts.length > 0)
          await trx
            .insertInto('partner_domains')
            .values(partner.hosts.map((host) => ({ host, partner_id: id })))
            .execute();
        await also.audit?.(trx, id);
        await announce(trx, id);
        // From here to the commit the transaction is the new partner's (docs/partners.md).
        await sql`select set_config('app.partner_id', ${String(id)}, true)`.execute(trx);
        await also.furnish(trx);
        return id;
      });
      // Two creations racing for one slug or domain: the database's unique keys decide, the loser is told.
      return created.catch((err: unknown) => {
        if ((err as { code?: string }).code === '23505') return 'taken' as const;
        throw err;
      });
    },

    /** Suspends (at `at`) or resumes a partner, with `audit`; false when there is no such partner. */
    async setSuspended(
      partnerId: number,
      at: Date | null,
      audit?: (trx: Transaction<DB>) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('partners')
          .set({ suspended_at: at })
          .where('id', '=', partnerId)
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        await audit?.(trx);
        await announce(trx, partnerId);
        return true;
      });
    },
  };
}
export type PartnersRepo = ReturnType<typeof partnersRepo>;
