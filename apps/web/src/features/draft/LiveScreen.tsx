import type { DraftContestResponse, DraftLiveResponse } from '@powerplay/contracts';
import { Link } from 'react-router';
import { noticeText } from '../../lib/messages';
import { DraftHeadline } from './DraftHeadline';
import { DraftManager } from './DraftManager';
import { DraftResult } from './DraftResult';
import { LiveDraftList } from './LiveDraftList';
import { draftTeamsPath } from './paths';
import { useDraftStreams } from './useDraftStreams';
import { useSyncedScroll } from './useSyncedScroll';

/**
 * The live draft: the headline, my result once final, the Live Draft beside My Draft Manager (their
 * lists scroll together), or without an entry the way to enter. Kept current by the draft's streams.
 */
export function LiveScreen({ draft, live }: { draft: DraftContestResponse; live: DraftLiveResponse | null }) {
  const { contest } = draft;
  useDraftStreams(draft, live?.entry.id ?? null);
  const [listA, listB, onScroll] = useSyncedScroll();
  const status = live?.contest.status ?? contest.status;

  return (
    <>
      <DraftHeadline draft={draft} status={status} />

      {live && status === 'final' ? <DraftResult live={live} /> : null}

      <div className="draft-live-layout">
        <LiveDraftList draft={draft} listRef={listA} onScroll={() => onScroll(0)} />

        {live ? (
          <DraftManager draft={draft} live={live} listRef={listB} onScroll={() => onScroll(1)} />
        ) : (
          <section className="draft-mine" aria-labelledby="my-draft-title">
            <h2 id="my-draft-title">My Draft Manager</h2>
            <p>{noticeText('DRAFT_NO_ENTRY')}</p>
            {contest.status === 'open' ? (
              <p>
                <Link to={draftTeamsPath(contest.id)} className="button button-primary">
                  {noticeText('DRAFT_ENTER')}
                </Link>
              </p>
            ) : null}
          </section>
        )}
      </div>
    </>
  );
}
