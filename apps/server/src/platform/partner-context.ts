import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_PARTNER_ID } from '@powerplay/contracts';

/**
 * Whose work this is (docs/partners.md "Whose rows a query sees"): a request runs in its partner's
 * context (the partner gate), a job's step in the partner it works for. The database layer reads it at
 * every connection checkout and shows only that partner's rows; outside any context, none.
 */
const partner = new AsyncLocalStorage<number>();

/** The default partner (docs/partners.md): also the owner of rows older than partners. */
export { DEFAULT_PARTNER_ID };

/** The partner of the work in progress, if any. */
export const currentPartnerId = (): number | undefined => partner.getStore();

/** Runs `work` (and everything it starts) as `partnerId`'s. */
export const asPartner = <T>(partnerId: number, work: () => T): T => partner.run(partnerId, work);

/**
 * `callback`, run in the partner context of the code that makes it — for callbacks another context
 * calls later (a live event's listener runs in the bus's context, not its subscriber's).
 */
export function inThisPartner<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const id = currentPartnerId();
  return id === undefined ? callback : (...args) => partner.run(id, () => callback(...args));
}
