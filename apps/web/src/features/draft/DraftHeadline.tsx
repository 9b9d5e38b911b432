import type { DraftContestResponse, DraftStatusValue } from '@powerplay/contracts';
import { noticeText } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { useBrand } from '../brand';
import { clubName, draftStatusLabel, ordinal, sortedPicks } from './paths';
import { RulesAndPrizes } from './shared';

/** The live draft page's heading (also over its loader and errors). */
export const DraftLiveTitle = () => <h1 id="draft-title">{noticeText('DRAFT_TITLE')}</h1>;

/** "The draft begins at …" before the first pick, then the latest pick as announced. */
function bannerText(draft: DraftContestResponse): string {
  const picks = sortedPicks(draft.picks);
  const latest = picks[picks.length - 1];
  if (!latest) return noticeText('DRAFT_BANNER_BEFORE', { time: formatDateTime(draft.contest.startAt) });
  const prospect = draft.prospects.find((p) => p.id === latest.prospectId);
  return noticeText('DRAFT_BANNER_PICK', {
    nth: ordinal(latest.pick),
    team: clubName(latest.team),
    player: prospect?.name ?? '',
    position: prospect?.position ?? '',
    school: prospect?.school ?? '',
  });
}

/** The sponsor, the title with the rules and prizes, the draft's status, and the latest pick announced. */
export function DraftHeadline({ draft, status }: { draft: DraftContestResponse; status: DraftStatusValue }) {
  const { sponsorLine } = useBrand();
  return (
    <>
      <aside className="draft-sponsor" aria-label="Sponsor">
        {noticeText('DRAFT_SPONSOR', { sponsor: sponsorLine })}
      </aside>
      <header className="page-header draft-live-header">
        <DraftLiveTitle />
        <RulesAndPrizes contest={draft.contest} />
        <p className="draft-status">{noticeText('DRAFT_STATUS', { status: draftStatusLabel(status) })}</p>
        <p className="draft-tagline">{noticeText('DRAFT_TAGLINE')}</p>
      </header>

      <p className="draft-banner" role="status" aria-live="polite" aria-atomic="true">
        {bannerText(draft)}
      </p>
    </>
  );
}
