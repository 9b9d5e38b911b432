import {
  gameTypeLayouts,
  type GameTypeLayout,
  type SportsContest,
  type SportsPrizeRow,
  type SportsPrizeKind,
} from '@powerplay/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { Modal } from '../../components/ui/Modal';
import { RichText } from '../../components/ui/RichText';
import { PrizeDialog, PrizeTable as SharedPrizeTable } from '../../components/ui/PrizeTable';
import { describeError, isApiError } from '../../lib/api';
import type { Message } from '../../lib/messages';
import { formatMoney, formatPrize } from '../../lib/money';
import { useRules } from './api';
import { prizeGridShape, type PrizeGridShape } from './contest-types';
import './sports.css';

/** The team-selection page of each layout. */
export const layoutPaths = Object.fromEntries(
  gameTypeLayouts.map((layout) => [layout, `/select-teams-${layout}`]),
) as Record<GameTypeLayout, string>;

/** Where a contest's teams are picked: `/select-teams-cta?contest=12` (reloadable). */
export const teamSelectionPath = (contest: Pick<SportsContest, 'id' | 'layout'>) =>
  `${layoutPaths[contest.layout]}?contest=${contest.id}`;

/** The contest id of `?contest=12`, or null. */
export function contestIdOf(search: URLSearchParams): number | null {
  const raw = search.get('contest');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export const eligibilityLabels: Record<SportsContest['eligibility'], string> = {
  ALL: 'All',
  BASIC: 'Basic',
  ELITE: 'Elite',
  'SUPER ELITE': 'Super Elite',
};

/** A prize as the spec shows it: $ for cash, Pts. for points, items by their retail value. */
export function prizeText(amount: number, kind: SportsPrizeKind): string {
  if (kind === 'points') return formatPrize(amount, 'points');
  if (kind === 'items') return `Worth ${formatMoney(amount, { trimCents: true })}`;
  return formatPrize(amount, 'cash');
}

/** A prize-grid row's prize: $ for cash, Pts. for points, an item by its description. */
export function prizeRowLabel(row: Pick<SportsPrizeRow, 'kind' | 'amount' | 'description'>): string {
  if (row.kind === 'items') return row.description ?? 'A prize';
  return prizeText(row.amount, row.kind);
}

/** Text with its "CLICK HERE" as a link (the subscription and allowance messages). */
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

/** A message shown in a dialog, with the store link where the text says CLICK HERE. */
export interface Shown extends Message {
  role?: 'dialog' | 'alertdialog';
  /** Where "CLICK HERE" in the message goes (the monthly allowance and subscription messages). */
  link?: string;
  then?: () => void;
}

const storeLinked = new Set(['MONTHLY_ALLOWANCE_USED', 'SPORTS_SUBSCRIPTION_NEEDED']);

/** A server refusal as a dialog: the catalogue's title and message, CLICK HERE linked to the store. */
export function shownError(error: unknown, then?: () => void): Shown {
  const { title, message } = describeError(error);
  const link = isApiError(error) && storeLinked.has(error.code) ? '/powerplay-store' : undefined;
  return { title, message, link, then };
}

/**
 * The accessible replacement of the old site's alerts: the catalogue's title and message, focus
 * trapped, OK to close. "CLICK HERE" becomes a link when the message carries one.
 */
export function SportsMessageDialog({ shown, onClose }: { shown: Shown | null; onClose: () => void }) {
  return (
    <Modal
      open={shown !== null}
      onClose={onClose}
      title={shown?.title || 'Alert'}
      description={
        shown?.link ? <ClickHere text={shown.message} to={shown.link} onClick={onClose} /> : shown?.message
      }
      role={shown?.role ?? 'alertdialog'}
      size="message"
      closeLabel="OK"
      focusClose
    />
  );
}

/**
 * The prize grid: teams vs prize, or for items teams, description and retail value; the
 * first column as the contest's type reads its rows (`prizeGridShape`: total, hand, bracket).
 */
export function PrizeTable({
  rows,
  shape,
  caption,
}: {
  rows: readonly SportsPrizeRow[];
  shape: PrizeGridShape;
  caption?: string;
}) {
  const items = rows.some((r) => r.kind === 'items');
  const prize = (r: SportsPrizeRow) =>
    r.kind === 'items' && items ? (r.description ?? '') : prizeText(r.amount, r.kind);
  const retail = (r: SportsPrizeRow) =>
    r.kind === 'items' && r.retailValueCents !== null
      ? formatMoney(r.retailValueCents, { trimCents: true })
      : '—';
  return (
    <SharedPrizeTable
      className="data-table sports-prize-table"
      scrollLabel={caption ?? 'Prize grid'}
      caption={caption}
      captionHidden
      columns={[
        { heading: shape.heading },
        { heading: 'Prize' },
        ...(items ? [{ heading: 'Retail Value' }] : []),
      ]}
      rows={rows.map((r) => ({
        key: r.teams,
        cells: items ? [shape.label(r), prize(r), retail(r)] : [shape.label(r), prize(r)],
      }))}
    />
  );
}

/** The prize modal of a contest: its rows as its type reads them (Chase the Ace: within min..max). */
export function PrizeGridDialog({
  open,
  onClose,
  title,
  rows,
  contest,
  note,
  error,
  onRetry,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  rows: readonly SportsPrizeRow[] | undefined;
  contest: Parameters<typeof prizeGridShape>[0];
  note?: string;
  /** The prize grid could not be loaded. */
  error?: unknown;
  onRetry?: () => void;
}) {
  const shape = prizeGridShape(contest);
  return (
    <PrizeDialog open={open} onClose={onClose} title={title} note={note}>
      {rows !== undefined ? (
        <PrizeTable rows={shape.rows(rows)} shape={shape} caption={title} />
      ) : error ? (
        <QueryError error={error} onRetry={onRetry} />
      ) : (
        <Loading />
      )}
    </PrizeDialog>
  );
}

/**
 * The Game Rules modal: the game type's five tabs (General Rules, Gamesets, Powerplays, Suspended
 * Games, Canceled Games) as rich text the API sanitized at its boundary (platform/rich-text).
 */
export function GameRulesDialog({
  open,
  onClose,
  gameTypeId,
}: {
  open: boolean;
  onClose: () => void;
  gameTypeId: number | null;
}) {
  const rules = useRules(open ? gameTypeId : null);
  const tabs = rules.data?.rules ?? [];
  return (
    <Modal open={open} onClose={onClose} title="Game Rules" className="sports-rules-dialog">
      {rules.isPending ? (
        <Loading />
      ) : rules.isError ? (
        <QueryError error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <GameRulesTabs tabs={tabs} />
      )}
    </Modal>
  );
}

/** The Game Rules tabs themselves (the modal's body; the back office's content preview shows the same). */
export function GameRulesTabs({ tabs }: { tabs: readonly { title: string; html: string }[] }) {
  return (
    <Tabs.Root defaultValue="0" className="sports-rules">
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
  );
}
