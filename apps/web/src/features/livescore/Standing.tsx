import type { SportsLiveScoreResponse } from '@powerplay/contracts';
import { SportsMessageDialog } from '../sports';
import { EntryArrows } from './EntryArrows';
import { Headline } from './Headline';
import { ContestHeader } from '../sports';
import { Matches } from './Matches';
import { PowerplaysPanel } from './PowerplaysPanel';
import { ReplacementDialog, replacementCandidates } from './ReplacementDialog';
import { Summary } from './Summary';
import { useLiveScorePowerplays } from './useLiveScorePowerplays';

/** One entry's live standing: arrows, header, headline, matches, powerplays and the summary. */
export function Standing({ data, streaming }: { data: SportsLiveScoreResponse; streaming: boolean }) {
  const powerplays = useLiveScorePowerplays(data);
  return (
    <>
      <EntryArrows data={data} />
      <ContestHeader
        page="livescore"
        contest={data.entry.contest}
        gameSet={data.gameSet}
        prizes={data.prizes}
      />
      <Headline data={data} />

      <div className="livescore-layout">
        <Matches
          data={data}
          streaming={streaming}
          busy={powerplays.busy}
          onUse={powerplays.onRowUse}
          headingRef={powerplays.matchesHeading}
        />
        <PowerplaysPanel data={data} busy={powerplays.busy} onAdd={powerplays.onAdd} />
      </div>

      <Summary data={data} />

      <p className="visually-hidden" role="status" aria-live="polite">
        {powerplays.announcement}
      </p>

      <ReplacementDialog
        purpose={powerplays.purpose}
        candidates={powerplays.purpose ? replacementCandidates(data.matches) : []}
        onChoose={powerplays.onChoose}
        onClose={powerplays.closeReplacement}
      />
      <SportsMessageDialog shown={powerplays.refusal} onClose={powerplays.dismissRefusal} />
    </>
  );
}
