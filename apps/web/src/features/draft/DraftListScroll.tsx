import type { ReactNode, RefObject } from 'react';

/** A draft page's list: its own scrolling region, kept in step with the other list (useSyncedScroll). */
export interface SyncedListProps {
  listRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
}

/** The scrolling region of a list of the live draft page and its table (head and body as children). */
export function DraftListScroll({
  listRef,
  onScroll,
  label,
  children,
}: SyncedListProps & { label: string; children: ReactNode }) {
  return (
    <div
      className="draft-list-scroll"
      ref={listRef}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="data-table draft-table">{children}</table>
    </div>
  );
}
