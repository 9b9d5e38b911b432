import type { DraftManagerRow } from '@powerplay/contracts';
import { draftPowerplayIds, draftPowerplayNames, type DraftPowerplayId } from '@powerplay/domain';
import { noticeText } from '../../lib/messages';

const powerplayOrder: DraftPowerplayId[] = [
  draftPowerplayIds.up,
  draftPowerplayIds.down,
  draftPowerplayIds.swap,
  draftPowerplayIds.undo,
];

interface PowerplayInventoryProps {
  selectedRow: DraftManagerRow | undefined;
  nameOf: (prospectId: number) => string;
  remaining: (powerplayId: number) => number;
  /** Why a powerplay waits (shown under its button), or null when it can be used. */
  reasonOf: (powerplayId: number) => string | null;
  /** A use is on its way: the buttons wait (aria-disabled, so they keep the keyboard's focus). */
  busy: boolean;
  onUse: (powerplayId: DraftPowerplayId) => void;
  /** The last use announced, or why it could not be made. */
  notice: string;
}

/** The Powerplay Inventory: each powerplay with its count and, when it waits, why; acting on the selected row. */
export function PowerplayInventory({
  selectedRow,
  nameOf,
  remaining,
  reasonOf,
  busy,
  onUse,
  notice,
}: PowerplayInventoryProps) {
  return (
    <aside className="draft-inventory" aria-labelledby="inventory-title">
      <h2 id="inventory-title">Powerplay Inventory</h2>
      <p className="hint-text">
        {selectedRow
          ? noticeText('DRAFT_ROW_SELECTED', {
              player: nameOf(selectedRow.prospectId),
              rank: selectedRow.rank,
            })
          : noticeText('DRAFT_NO_ROW_SELECTED')}
      </p>
      <ul className="draft-pp-list">
        {powerplayOrder.map((id) => {
          const reason = reasonOf(id);
          const reasonId = `draft-pp-reason-${id}`;
          return (
            <li key={id}>
              <button
                type="button"
                className="button button-secondary draft-pp"
                aria-disabled={reason !== null || busy}
                aria-describedby={reason ? reasonId : undefined}
                onClick={() => onUse(id)}
              >
                <span>{draftPowerplayNames[id]}</span>{' '}
                <span className="draft-pp-count">{noticeText('DRAFT_PP_LEFT', { n: remaining(id) })}</span>
              </button>
              {reason ? (
                <p id={reasonId} className="draft-pp-reason">
                  {reason}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="draft-pp-notice" role="status" aria-live="polite">
        {notice}
      </p>
    </aside>
  );
}
