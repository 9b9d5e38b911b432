import { notices } from '@powerplay/contracts';
import type { PrizeTier } from '@powerplay/domain';
import { tiersByPrize } from '@powerplay/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { formatPrize } from './format';

interface PrizesDialogProps {
  open: boolean;
  onClose: () => void;
  tiers: readonly PrizeTier[];
  currency: string;
  /** Total picks of the game: "7 of 7". */
  picks: number;
}

/** View All Prizes: Matches / Prize, by descending prize, with the equal-split note. */
export function PrizesDialog({ open, onClose, tiers, currency, picks }: PrizesDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog lotto-prizes-dialog">
          <Dialog.Title className="dialog-title">{notices.PRIZES_SPLIT.title}</Dialog.Title>
          <PrizeTable tiers={tiers} currency={currency} picks={picks} />
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

export function PrizeTable({
  tiers,
  currency,
  picks,
  limit,
  caption,
}: {
  tiers: readonly PrizeTier[];
  currency: string;
  picks: number;
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
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.hits}>
            <td>
              {t.hits} of {picks}
            </td>
            <td>{formatPrize(t.amount, t.kind, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
