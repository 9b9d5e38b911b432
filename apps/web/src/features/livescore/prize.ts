import type { SportsLiveScoreResponse } from '@powerplay/contracts';
import { formatPrize } from '../../lib/money';
import { prizeRowLabel } from '../sports';

/** What the entry won once settled, else the prize it could win now; null when none is in reach. */
export function prizeOf(data: SportsLiveScoreResponse): string | null {
  const { meta, entry } = data;
  if (meta.result === 'WON' && entry.wonAmount > 0 && meta.prize && meta.prize.kind !== 'items') {
    return formatPrize(entry.wonAmount, meta.prize.kind);
  }
  return meta.prize ? prizeRowLabel(meta.prize) : null;
}
