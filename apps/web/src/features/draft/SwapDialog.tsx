import { notices } from '@powerplay/contracts';
import { formatMessage } from '@powerplay/contracts';
import { useId, useState } from 'react';
import { Field } from '../../components/ui/Field';
import { Modal } from '../../components/ui/Modal';
import { noticeText } from '../../lib/messages';

export interface SwapChoice {
  prospectId: number;
  rank: number;
  name: string;
}

interface SwapDialogProps {
  /** The selected row's player; the dialog is open while it is set. */
  player: string | null;
  /** The other rows that may take its place (undecided). */
  choices: readonly SwapChoice[];
  busy: boolean;
  onSwap: (withProspectId: number) => void;
  onClose: () => void;
}

/**
 * "Swap {player} with": a radio choice of the other undecided rows and a Swap button.
 * Escape closes it and focus returns to the Swap powerplay.
 */
export function SwapDialog({ player, choices, busy, onSwap, onClose }: SwapDialogProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const idPrefix = useId();
  const title = formatMessage(notices.DRAFT_SWAP_TITLE.title, { player: player ?? '' });
  return (
    <Modal open={player !== null} onClose={onClose} title={title}>
      {choices.length === 0 ? (
        <p role="status">{noticeText('DRAFT_SWAP_NONE')}</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen !== null) onSwap(chosen);
          }}
        >
          <fieldset className="draft-swap-options">
            <legend className="visually-hidden">{title}</legend>
            {choices.map((c) => (
              <Field
                key={c.prospectId}
                id={`${idPrefix}-${c.prospectId}`}
                variant="check"
                label={`${c.rank}. ${c.name}`}
              >
                <input
                  type="radio"
                  name="swap-with"
                  value={c.prospectId}
                  checked={chosen === c.prospectId}
                  onChange={() => setChosen(c.prospectId)}
                />
              </Field>
            ))}
          </fieldset>
          <div className="dialog-actions">
            <button type="submit" className="button button-primary" disabled={chosen === null || busy}>
              Swap
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
