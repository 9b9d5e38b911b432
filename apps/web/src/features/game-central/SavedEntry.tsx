import { notices, type SportsEntry } from '@powerplay/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { noticeText } from '../../lib/messages';
import { liveScorePath } from '../livescore';

/** The entry of `?entry=<id>` (the one whose picks were just saved), or null. */
export function savedEntryIdOf(search: URLSearchParams): number | null {
  const raw = search.get('entry');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * After a submit: which entry was saved, and
 * the way to its live score. Focus comes here, so the keyboard and the screen reader start at it; its
 * row in the table is highlighted.
 */
export function SavedEntry({ entry }: { entry: SportsEntry }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After the commit's other effects (the shell focuses the new page's main area on navigation).
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [entry.id]);
  return (
    <div
      ref={ref}
      className="central-saved"
      tabIndex={-1}
      role="region"
      aria-labelledby="central-saved-title"
    >
      <p id="central-saved-title" className="central-saved-title">
        {notices.SPORTS_PICKS_SAVED_FOR.title}
      </p>
      <p>{noticeText('SPORTS_PICKS_SAVED_FOR', { contest: entry.contest.name })}</p>
      <Link to={liveScorePath(entry.id, entry.contest.layout)} className="button button-primary button-small">
        {noticeText('SPORTS_GO_TO_LIVE_SCORE')}
        <span className="visually-hidden">{` (${entry.contest.name})`}</span>
      </Link>
    </div>
  );
}
