import { notices } from '@powerplay/contracts';
import { formatOdds, hitOdds, tiersByPrize, type DrawShape, type PrizeTier } from '@powerplay/domain';
import { useState } from 'react';
import { PrizeDialog, PrizeTable } from '../../components/ui/PrizeTable';
import { formatPrize } from '../../lib/money';

/** A draw's prizes: its tiers, in its currency, for its shape. */
interface TierProps {
  tiers: readonly PrizeTier[];
  currency: string;
  /** The game's picks, range and balls: "7 of 7" and each tier's odds. */
  shape: DrawShape;
}

interface PrizesDialogProps extends TierProps {
  open: boolean;
  onClose: () => void;
}

/** View All Prizes: Matches / Prize / Odds, by descending prize, with the equal-split note. */
export function PrizesDialog({ open, onClose, tiers, currency, shape }: PrizesDialogProps) {
  return (
    <PrizeDialog
      open={open}
      onClose={onClose}
      title={notices.PRIZES_SPLIT.title}
      note={notices.PRIZES_SPLIT.message}
      focusClose
      className="lotto-prizes-dialog"
    >
      <DrawPrizeTable tiers={tiers} currency={currency} shape={shape} />
    </PrizeDialog>
  );
}

/** A button that opens the draw's prizes (Prizes, View All Prizes). */
export function PrizesButton({
  label,
  className,
  ...prizes
}: TierProps & { label: string; className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <PrizesDialog open={open} onClose={() => setOpen(false)} {...prizes} />
    </>
  );
}

/** A draw's prize table: each tier's matches, prize and true odds (hypergeometric, from the domain). */
export function DrawPrizeTable({ tiers, currency, shape }: TierProps) {
  return (
    <PrizeTable
      className="lotto-table"
      columns={[{ heading: 'Matches' }, { heading: 'Prize' }, { heading: 'Odds' }]}
      rows={tiersByPrize(tiers).map((t) => ({
        key: t.hits,
        cells: [
          `${t.hits} of ${shape.picks}`,
          formatPrize(t.amount, t.kind, currency),
          formatOdds(hitOdds(shape, t.hits)),
        ],
      }))}
    />
  );
}

/** The top four prizes as a short list with their odds (pick pages and the live screen). */
export function TopPrizeList({ tiers, currency, shape }: TierProps) {
  return (
    <ul className="prize-list">
      {tiersByPrize(tiers)
        .slice(0, 4)
        .map((t) => (
          <li key={t.hits}>
            <span>
              {t.hits} of {shape.picks}
            </span>
            <strong>{formatPrize(t.amount, t.kind, currency)}</strong>
            <span className="prize-odds">{formatOdds(hitOdds(shape, t.hits))}</span>
          </li>
        ))}
    </ul>
  );
}
