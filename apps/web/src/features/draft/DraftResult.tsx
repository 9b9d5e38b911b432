import type { DraftLiveResponse } from '@powerplay/contracts';
import { noticeText } from '../../lib/messages';
import { formatPrize } from '../../lib/money';

/** The final draft's summary: my matches out of 32 and what the entry won. */
export function DraftResult({ live }: { live: DraftLiveResponse }) {
  const { entry } = live;
  return (
    <section className="draft-result" aria-labelledby="draft-result-title">
      <h2 id="draft-result-title" className="visually-hidden">
        Result
      </h2>
      <p className="draft-result-main">{noticeText('DRAFT_RESULT_MATCHED', { n: entry.matched })}</p>
      <p>
        {entry.result === 'WON'
          ? noticeText('DRAFT_RESULT_WON', { prize: formatPrize(entry.wonCents) })
          : entry.result === 'LOST'
            ? noticeText('DRAFT_RESULT_LOST')
            : noticeText('DRAFT_RESULT_SETTLING')}
      </p>
      {entry.result === 'WON' ? <p className="small">{noticeText('PRIZES_CREDITED')}</p> : null}
    </section>
  );
}
