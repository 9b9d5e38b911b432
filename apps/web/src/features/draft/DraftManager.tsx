import type { DraftContestResponse, DraftLiveResponse } from '@powerplay/contracts';
import type { RefObject } from 'react';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { MyDraftRows } from './MyDraftRows';
import { PowerplayInventory } from './PowerplayInventory';
import { SwapDialog } from './SwapDialog';
import { useDraftPowerplays } from './useDraftPowerplays';

interface DraftManagerProps {
  draft: DraftContestResponse;
  live: DraftLiveResponse;
  listRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
}

/** My Draft Manager (my 32 rows, matched count) and the Powerplay Inventory acting on its selected row. */
export function DraftManager({ draft, live, listRef, onScroll }: DraftManagerProps) {
  const powerplays = useDraftPowerplays(draft, live);
  const { swapping } = powerplays;
  return (
    <>
      <MyDraftRows
        rows={powerplays.rows}
        matched={live.entry.matched}
        nameOf={powerplays.nameOf}
        selectedId={powerplays.selectedId}
        onSelect={powerplays.toggle}
        listRef={listRef}
        onScroll={onScroll}
      />
      <PowerplayInventory
        selectedRow={powerplays.selectedRow}
        nameOf={powerplays.nameOf}
        remaining={powerplays.remaining}
        reasonOf={powerplays.reasonOf}
        busy={powerplays.busy}
        onUse={powerplays.use}
        notice={powerplays.notice}
      />
      <SwapDialog
        key={swapping ? swapping.prospectId : 'closed'}
        player={swapping ? powerplays.nameOf(swapping.prospectId) : null}
        choices={powerplays.swapChoices}
        busy={powerplays.busy}
        onClose={powerplays.closeSwap}
        onSwap={powerplays.swapWith}
      />
      <MessageDialog message={powerplays.refusal} onClose={powerplays.dismissRefusal} />
    </>
  );
}
