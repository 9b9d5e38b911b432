import type { SportsPrizeRow } from '@powerplay/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { RichText } from '../../components/ui/RichText';
import { useReturnFocus } from '../../components/ui/returnFocus';
import { describeError, isApiError } from '../../lib/api';
import type { Message } from '../../lib/messages';
import { formatMoney, formatPrize } from '../../lib/money';
import { useGameTypeRules } from './api';

/** A prize as the spec shows it: $ for cash, Pts. for points, an item by its description. */
export function prizeLabel(row: Pick<SportsPrizeRow, 'kind' | 'amount' | 'description'>): string {
  if (row.kind === 'items') return row.description ?? 'A prize';
  return formatPrize(row.amount, row.kind);
}

/** A message in a dialog; "CLICK HERE" in it becomes a link to `link` (the store). */
export interface Shown extends Message {
  link?: string;
}

/**
 * A server refusal: the catalogue's title and message. The catalogue's CLICK HERE texts (the
 * subscription-needed and monthly-allowance messages) all send the player to the store.
 */
export function shownError(error: unknown): Shown {
  const { title, message } = describeError(error);
  const link = isApiError(error) && message.includes('CLICK HERE') ? '/powerplay-store' : undefined;
  return { title, message, link };
}

/** Text with its "CLICK HERE" as a link (spec 000 §5: the subscription-needed message). */
export function ClickHere({ text, to, onClick }: { text: string; to: string; onClick?: () => void }) {
  const at = text.indexOf('CLICK HERE');
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Link to={to} onClick={onClick}>
        CLICK HERE
      </Link>
      {text.slice(at + 'CLICK HERE'.length)}
    </>
  );
}

/**
 * The accessible replacement of the old site's alerts for the live score page: the catalogue's title
 * and message, focus trapped, Escape or OK closes, focus returns to the control that opened it.
 */
export function LiveMessageDialog({ shown, onClose }: { shown: Shown | null; onClose: () => void }) {
  const returnFocus = useReturnFocus(shown !== null);
  return (
    <Dialog.Root
      open={shown !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog" onCloseAutoFocus={returnFocus}>
          <Dialog.Title className="dialog-title">{shown?.title || 'Alert'}</Dialog.Title>
          <Dialog.Description className="dialog-message">
            {shown?.link ? (
              <ClickHere text={shown.message} to={shown.link} onClick={onClose} />
            ) : (
              shown?.message
            )}
          </Dialog.Description>
          <div className="dialog-actions">
            <Dialog.Close className="button button-primary" autoFocus>
              OK
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A modal panel with a title and a Close button (focus trapped, Escape closes, focus returned). */
export function LiveModal({
  open,
  onClose,
  title,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={['dialog', 'livescore-modal', className].filter(Boolean).join(' ')}
          onCloseAutoFocus={returnFocus}
          aria-describedby={undefined}
        >
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          {children}
          <div className="dialog-actions">
            <Dialog.Close className="button button-primary">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The contest's prize grid: number of teams vs prize (items: description and retail value). */
export function PrizeGridDialog({
  open,
  onClose,
  rows,
}: {
  open: boolean;
  onClose: () => void;
  rows: readonly SportsPrizeRow[];
}) {
  const items = rows.some((r) => r.kind === 'items');
  return (
    <LiveModal open={open} onClose={onClose} title="Prize Grid">
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Prize grid">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Number of Teams</th>
              <th scope="col">Prize</th>
              {items ? <th scope="col">Retail Value</th> : null}
            </tr>
          </thead>
          <tbody>
            {[...rows]
              .sort((a, b) => a.teams - b.teams)
              .map((r) => (
                <tr key={r.teams}>
                  <td>{r.teams}</td>
                  <td>{prizeLabel(r)}</td>
                  {items ? (
                    <td>
                      {r.retailValueCents === null
                        ? '—'
                        : formatMoney(r.retailValueCents, { trimCents: true })}
                    </td>
                  ) : null}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </LiveModal>
  );
}

/**
 * Game Rules: the game type's five tabs (General Rules, Gamesets, Powerplays, Suspended Games, Canceled
 * Games) as rich text, sanitised by the API at its boundary like every content page.
 */
export function GameRulesDialog({
  open,
  onClose,
  gameTypeId,
}: {
  open: boolean;
  onClose: () => void;
  gameTypeId: number;
}) {
  const rules = useGameTypeRules(open ? gameTypeId : null);
  const tabs = rules.data?.rules ?? [];
  return (
    <LiveModal open={open} onClose={onClose} title="Game Rules" className="livescore-rules">
      {rules.isPending ? (
        <Loading />
      ) : rules.isError ? (
        <QueryError error={rules.error} onRetry={() => void rules.refetch()} retrying={rules.isFetching} />
      ) : (
        <Tabs.Root defaultValue="0">
          <Tabs.List className="tab-list" aria-label="Game rules">
            {tabs.map((rule, i) => (
              <Tabs.Trigger key={rule.title} value={String(i)} className="tab">
                {rule.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((rule, i) => (
            <Tabs.Content key={rule.title} value={String(i)} className="tab-panel">
              <RichText html={rule.html} className="prose" />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </LiveModal>
  );
}
