import type { ReactNode } from 'react';
import { Modal } from './Modal';
import { TableScroll } from './TableScroll';

export interface PrizeColumn {
  heading: string;
  /** A class of the column's heading and cells (`num` for amounts aligned right). */
  className?: string;
}

export interface PrizeRow {
  key: string | number;
  cells: readonly ReactNode[];
}

interface PrizeTableProps {
  /** What a row is won by (matches, teams, a hand), then the prize and what goes with it. */
  columns: readonly PrizeColumn[];
  rows: readonly PrizeRow[];
  className: string;
  caption?: string;
  /** The caption is read by screen readers only. */
  captionHidden?: boolean;
  /** A table that may be wider than the page scrolls sideways in a region of this name. */
  scrollLabel?: string;
}

/** The prize table of every contest (lotto draws, sports and draft contests): one row a prize. */
export function PrizeTable({
  columns,
  rows,
  className,
  caption,
  captionHidden,
  scrollLabel,
}: PrizeTableProps) {
  const table = (
    <table className={className}>
      {caption ? (
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      ) : null}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.heading} scope="col" className={c.className}>
              {c.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((prize) => (
          <tr key={prize.key}>
            {prize.cells.map((cell, i) => (
              <td key={i} className={columns[i]?.className}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return scrollLabel === undefined ? table : <TableScroll label={scrollLabel}>{table}</TableScroll>;
}

interface PrizeDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Under the table, read as the dialog's description (how a prize is shared among winners). */
  note?: string;
  /** The Close button takes the focus first. */
  focusClose?: boolean;
  className?: string;
  /** The table, or what stands for it while it loads. */
  children: ReactNode;
}

/** The prize dialog of every contest: its table and the note on how prizes are shared. */
export function PrizeDialog({
  open,
  onClose,
  title,
  note,
  focusClose,
  className,
  children,
}: PrizeDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      note={note}
      focusClose={focusClose}
      className={className}
    >
      {children}
    </Modal>
  );
}
