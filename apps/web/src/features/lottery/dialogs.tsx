import { notices } from '@powerplay/contracts';
import { formatOdds, hitOdds, tiersByPrize, type DrawShape, type PrizeTier } from '@powerplay/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '../../components/ui/returnFocus';
import { formatPrize } from '../../lib/money';

interface PrizesDialogProps {
  open: boolean;
  onClose: () => void;
  tiers: readonly PrizeTier[];
  currency: string;
  /** The game's picks, range and balls: "7 of 7" and each tier's odds. */
  shape: DrawShape;
}

/** View All Prizes: Matches / Prize / Odds, by descending prize, with the equal-split note. */
export function PrizesDialog({ open, onClose, tiers, currency, shape }: PrizesDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog lotto-prizes-dialog" onCloseAutoFocus={returnFocus}>
          <Dialog.Title className="dialog-title">{notices.PRIZES_SPLIT.title}</Dialog.Title>
          <PrizeTable tiers={tiers} currency={currency} shape={shape} />
          <Dialog.Description className="dialog-message lotto-note">
            {notices.PRIZES_SPLIT.message}
          </Dialog.Description>
          <div className="dialog-actions">
            <Dialog.Close className="button button-primary" autoFocus>
              Close
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A prize table: each tier's matches, prize and true odds (hypergeometric, from the domain). */
export function PrizeTable({
  tiers,
  currency,
  shape,
  limit,
  caption,
}: {
  tiers: readonly PrizeTier[];
  currency: string;
  shape: DrawShape;
  limit?: number;
  caption?: string;
}) {
  const rows = tiersByPrize(tiers).slice(0, limit);
  return (
    <table className="lotto-table">
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">Matches</th>
          <th scope="col">Prize</th>
          <th scope="col">Odds</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.hits}>
            <td>
              {t.hits} of {shape.picks}
            </td>
            <td>{formatPrize(t.amount, t.kind, currency)}</td>
            <td>{formatOdds(hitOdds(shape, t.hits))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The top four prizes as a short list with their odds (pick pages and the live screen). */
export function TopPrizeList({
  tiers,
  currency,
  shape,
}: {
  tiers: readonly PrizeTier[];
  currency: string;
  shape: DrawShape;
}) {
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
