import { notices, type DraftEntrySummary, type SportsEntry } from '@powerplay/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { formatAmount } from '../../lib/money';
import { noticeText } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { QueryError } from '../../components/ui/QueryError';
import { draftLivePath, useMyDraftEntries } from '../draft';
import { liveScorePath } from '../livescore';
import { useMyEntries } from '../lottery';
import { useBrand } from '../brand';
import { useMySportsEntries } from '../sports';

/**
 * `/my-account/results`: the player's real past results of every contest — draws (GET
 * /api/lottery/entries), settled sports contests (GET /api/sports/entries) and finished NFL Power Drafts
 * (GET /api/draft/entries). Prizes are credited as each is settled, so nothing here promises a delay.
 */
export function ResultsPage() {
  const { siteName } = useBrand();
  useDocumentTitle('My Results');
  const entries = useMyEntries();
  const sports = useMySportsEntries();
  const drafts = useMyDraftEntries();

  const past = (entries.data?.entries ?? [])
    .filter((e) => e.game.status === 'finished')
    .sort((a, b) => Date.parse(b.game.startAt) - Date.parse(a.game.startAt));
  const upcoming = (entries.data?.entries ?? []).filter((e) => e.game.status !== 'finished').length;
  const sportsPast = (sports.data?.entries ?? []).filter(isSettled);
  const draftPast = (drafts.data?.entries ?? []).filter((e) => e.contest.status === 'final');
  const loaded = !entries.isPending && !sports.isPending && !drafts.isPending;
  const none = past.length === 0 && sportsPast.length === 0 && draftPast.length === 0;

  return (
    <div className="account-section">
      <h2 id="results-title">Results</h2>
      {entries.isPending ? (
        <Loading />
      ) : entries.isError ? (
        <QueryError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : loaded && none && !sports.isError && !drafts.isError ? (
        <div className="empty-state">
          <p>{notices.NO_RESULTS.message}</p>
          <Link to="/powerplay-lotto" className="button button-primary button-small">
            {`Play ${siteName} Lotto`}
          </Link>
        </div>
      ) : past.length > 0 ? (
        <>
          <h3 id="lotto-results-title">{`${siteName} Lotto`}</h3>
          <ResultsTable
            labelledBy="lotto-results-title"
            dateLabel="Draw date"
            rows={past.map((e) => ({
              key: e.entryId,
              date: e.game.startAt,
              game: e.game.name,
              matched: e.result ? `${e.result.hits} of ${e.game.picks}` : null,
              prize: e.result
                ? e.result.prize > 0
                  ? formatAmount(e.result.prize, e.result.kind, e.game.currency)
                  : ''
                : null,
              to: `/lotto-result?game=${e.game.id}`,
              linkText: 'View result',
            }))}
          />
        </>
      ) : null}
      {sports.isError ? (
        <QueryError error={sports.error} onRetry={() => void sports.refetch()} />
      ) : (
        <SportsResults entries={sportsPast} />
      )}
      {drafts.isError ? (
        <QueryError error={drafts.error} onRetry={() => void drafts.refetch()} />
      ) : (
        <DraftResults finals={draftPast} />
      )}
      {upcoming > 0 ? (
        <p className="muted small">
          You have {upcoming} {upcoming === 1 ? 'entry' : 'entries'} in upcoming or live draws.{' '}
          <Link to="/powerplay-lotto">{`Go to ${siteName} Lotto`}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** Settled (won or lost) or called off: a sports entry with a result to read. */
const isSettled = (e: SportsEntry) => e.result !== null || e.contest.cancelledAt !== null;

/** What a settled sports entry won: the amount, the prize item, nothing, or nothing played (cancelled). */
function sportsPrize(e: SportsEntry): string {
  if (e.result !== 'WON') return '';
  const kind = e.contest.prizeKind;
  if (kind === 'items') return 'Prize item';
  return e.wonAmount > 0 ? formatAmount(e.wonAmount, kind) : '';
}

/** The player's settled sports contests (every sport and contest type): won or not, and the prize. */
function SportsResults({ entries }: { entries: readonly SportsEntry[] }) {
  if (entries.length === 0) return null;
  const sorted = [...entries].sort(
    (a, b) => Date.parse(b.contest.startAt) - Date.parse(a.contest.startAt) || b.id - a.id,
  );
  return (
    <>
      <h3 id="sports-results-title">Live sports</h3>
      <ResultsTable
        labelledBy="sports-results-title"
        dateLabel="Game date"
        outcomeLabel="Result"
        rows={sorted.map((e) => ({
          key: e.id,
          date: e.contest.startAt,
          game: `${e.contest.name} (${e.contest.gameTypeName})`,
          matched:
            e.contest.cancelledAt !== null
              ? 'Cancelled'
              : noticeText(e.result === 'WON' ? 'SPORTS_RESULT_WON' : 'SPORTS_RESULT_LOST'),
          prize: sportsPrize(e),
          to: liveScorePath(e.id),
          linkText: 'View result',
        }))}
      />
    </>
  );
}

/** The player's finished NFL Power Draft entries: matches out of 32 and the prize. */
function DraftResults({ finals }: { finals: readonly DraftEntrySummary[] }) {
  if (finals.length === 0) return null;
  return (
    <>
      <h3 id="draft-results-title">NFL Power Draft</h3>
      <ResultsTable
        labelledBy="draft-results-title"
        dateLabel="Draft date"
        rows={finals.map((e) => ({
          key: e.id,
          date: e.contest.startAt,
          game: e.contest.name,
          matched: `${e.matched} of 32`,
          // Settled with the 32nd pick: no result yet means settling.
          prize: e.result ? (e.wonCents > 0 ? formatAmount(e.wonCents, 'cash') : '') : null,
          to: draftLivePath({ entry: e.id }),
          linkText: 'View draft',
        }))}
      />
    </>
  );
}

interface ResultRow {
  key: number;
  date: string;
  game: string;
  /** Matched (or, for sports, won or not); null while the result is being settled. */
  matched: string | null;
  /** Null while settling; empty for no prize. */
  prize: string | null;
  to: string;
  linkText: string;
}

function ResultsTable({
  labelledBy,
  dateLabel,
  outcomeLabel = 'Matched',
  rows,
}: {
  labelledBy: string;
  dateLabel: string;
  outcomeLabel?: string;
  rows: ResultRow[];
}) {
  const settling: ReactNode = <span className="muted">Settling…</span>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{dateLabel}</th>
            <th scope="col">Game</th>
            <th scope="col" className="num">
              {outcomeLabel}
            </th>
            <th scope="col" className="num">
              Prize
            </th>
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td className="nowrap">{formatDateTime(r.date)}</td>
              <td>{r.game}</td>
              <td className="num">{r.matched ?? settling}</td>
              <td className="num">
                {r.prize === null ? (
                  '—'
                ) : r.prize ? (
                  <strong className="credit">{r.prize}</strong>
                ) : (
                  <span className="muted">No prize</span>
                )}
              </td>
              <td>
                <Link to={r.to}>
                  {r.linkText}
                  <span className="visually-hidden">
                    {' '}
                    of {r.game}, {formatDateTime(r.date)}
                  </span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
