import type { DraftManagerRow } from '@powerplay/contracts';
import { noticeText } from '../../lib/messages';
import { DraftListScroll, type SyncedListProps } from './DraftListScroll';
import { clubName, matchLabel } from './paths';
import { fadeProps, useChangedRows } from './useChangedRows';

interface MyDraftRowsProps extends SyncedListProps {
  /** My 32 rows by rank. */
  rows: readonly DraftManagerRow[];
  matched: number;
  nameOf: (prospectId: number) => string;
  selectedId: number | null;
  onSelect: (prospectId: number) => void;
}

/** My Draft Manager: my rows with their match so far, the decided ones locked, one selectable at a time. */
export function MyDraftRows({
  rows,
  matched,
  nameOf,
  selectedId,
  onSelect,
  listRef,
  onScroll,
}: MyDraftRowsProps) {
  // A row whose prospect changed (the player's own move, or its undo) fades in: docs/rules/draft.md.
  const moved = useChangedRows(rows.map((row) => [row.rank, row.prospectId] as const));
  return (
    <section className="draft-mine" aria-labelledby="my-draft-title">
      <h2 id="my-draft-title">My Draft Manager</h2>
      <p className="draft-matched">{noticeText('DRAFT_MATCHED_COUNT', { matched })}</p>
      <DraftListScroll listRef={listRef} onScroll={onScroll} label="My Draft Manager rows">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col" className="draft-manager-player">
              Player
            </th>
            <th scope="col" className="draft-manager-match">
              Match
            </th>
            <th scope="col">Projected team</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isSelected = row.prospectId === selectedId;
            return (
              <tr
                key={row.prospectId}
                {...fadeProps(moved, row.rank, isSelected ? 'draft-row draft-row-selected' : 'draft-row')}
                data-decided={row.decided || undefined}
              >
                <td className="num">{row.rank}</td>
                <th scope="row">
                  <button
                    type="button"
                    className="draft-select"
                    aria-pressed={isSelected}
                    disabled={row.decided}
                    onClick={() => onSelect(row.prospectId)}
                  >
                    {nameOf(row.prospectId)}
                  </button>
                  {row.decided ? (
                    <svg
                      className="draft-lock"
                      role="img"
                      aria-label={noticeText('DRAFT_LOCKED_ROW')}
                      viewBox="0 0 16 16"
                      fill="currentColor"
                    >
                      <path d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 6H6V4.5a2 2 0 1 1 4 0V7Z" />
                    </svg>
                  ) : null}
                </th>
                <td className="draft-match" data-match={row.match}>
                  {matchLabel(row.match)}
                </td>
                <td>{clubName(row.projectedTeam)}</td>
              </tr>
            );
          })}
        </tbody>
      </DraftListScroll>
    </section>
  );
}
