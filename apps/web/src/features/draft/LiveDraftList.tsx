import type { DraftContestResponse } from '@powerplay/contracts';
import { DRAFT_PICKS } from '@powerplay/domain';
import { noticeText } from '../../lib/messages';
import { DraftListScroll, type SyncedListProps } from './DraftListScroll';
import { clubName } from './paths';
import { fadeProps, useChangedRows } from './useChangedRows';

interface LiveDraftListProps extends SyncedListProps {
  draft: DraftContestResponse;
}

/** The Live Draft: the 32 picks, each made one with its team and player, the others projected (TBD). */
export function LiveDraftList({ draft, listRef, onScroll }: LiveDraftListProps) {
  const picks = new Map(draft.picks.map((p) => [p.pick, p]));
  const prospects = new Map(draft.prospects.map((p) => [p.id, p]));
  const slots = new Map(draft.slots.map((s) => [s.pick, s]));
  // A pick as it is made fades in, a little slower than the player's own move: docs/rules/draft.md.
  const madeRows = useChangedRows(
    Array.from({ length: DRAFT_PICKS }, (_, i) => [i + 1, picks.get(i + 1)?.prospectId ?? null] as const),
  );
  return (
    <section className="draft-live" aria-labelledby="live-draft-title">
      <h2 id="live-draft-title">Live Draft</h2>
      <p className="draft-matched">{noticeText('DRAFT_PICKS_MADE', { n: draft.picks.length })}</p>
      <DraftListScroll listRef={listRef} onScroll={onScroll} label="Live Draft picks">
        <thead>
          <tr>
            <th scope="col">Pick</th>
            <th scope="col">Team</th>
            <th scope="col">Player</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: DRAFT_PICKS }, (_, i) => {
            const made = picks.get(i + 1);
            const team = made?.team ?? slots.get(i + 1)?.projectedTeam;
            const taken = made ? prospects.get(made.prospectId) : undefined;
            return (
              <tr
                key={i}
                data-made={made ? true : undefined}
                {...fadeProps(madeRows, i + 1, 'draft-pick-row')}
              >
                <td className="num">{i + 1}</td>
                <td>{team ? clubName(team) : ''}</td>
                <td>{made ? `${taken?.name ?? ''}, ${taken?.position ?? ''}` : noticeText('DRAFT_TBD')}</td>
              </tr>
            );
          })}
        </tbody>
      </DraftListScroll>
    </section>
  );
}
