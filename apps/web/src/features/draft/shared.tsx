import { notices, type DraftContest } from '@powerplay/contracts';
import { useState } from 'react';
import { Modal } from '../../components/ui/Modal';
import { PrizeDialog, PrizeTable as SharedPrizeTable } from '../../components/ui/PrizeTable';
import { noticeText } from '../../lib/messages';
import { formatPrize } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import './draft.css';

/** The contest's text with its own deadline, and the rules of play (docs/rules/draft.md). */
export function ContestRules({ contest }: { contest: Pick<DraftContest, 'pickDeadline'> }) {
  return (
    <ul className="draft-rules">
      <li>{noticeText('DRAFT_RULE_RANK')}</li>
      <li>{noticeText('DRAFT_RULE_MATCH')}</li>
      <li>{noticeText('DRAFT_RULE_POWERPLAYS')}</li>
      <li>{noticeText('DRAFT_RULE_ONE_ENTRY')}</li>
      <li>{noticeText('DRAFT_RULE_SKILL_TEST')}</li>
      <li>{noticeText('DRAFT_RULE_RESIDENTS')}</li>
      <li>{noticeText('DRAFT_RULE_DEADLINE', { time: formatDateTime(contest.pickDeadline) })}</li>
      <li>{noticeText('DRAFT_RULE_CLOSES')}</li>
      <li>{noticeText('DRAFT_RULE_FACTS')}</li>
    </ul>
  );
}

function ContestRulesDialog({
  open,
  onClose,
  contest,
}: {
  open: boolean;
  onClose: () => void;
  contest: Pick<DraftContest, 'pickDeadline'>;
}) {
  return (
    <Modal open={open} onClose={onClose} title={notices.DRAFT_CONTEST_RULES.title}>
      <ContestRules contest={contest} />
    </Modal>
  );
}

/** The Contest Rules and Prize Grid buttons of the ordering and live pages, with their dialogs. */
export function RulesAndPrizes({ contest }: { contest: Pick<DraftContest, 'pickDeadline' | 'prizes'> }) {
  const [open, setOpen] = useState<'rules' | 'prizes' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="actions">
      <button type="button" className="button button-secondary" onClick={() => setOpen('rules')}>
        {notices.DRAFT_CONTEST_RULES.title}
      </button>
      <button type="button" className="button button-secondary" onClick={() => setOpen('prizes')}>
        {notices.DRAFT_PRIZE_GRID.title}
      </button>
      <ContestRulesDialog open={open === 'rules'} onClose={close} contest={contest} />
      <PrizeGridDialog open={open === 'prizes'} onClose={close} prizes={contest.prizes} />
    </div>
  );
}

/** The tiers by matched picks, highest first, and how they are shared. */
export function PrizeTable({ prizes }: { prizes: DraftContest['prizes'] }) {
  const rows = [...prizes].sort((a, b) => b.amountCents - a.amountCents || b.hits - a.hits);
  return (
    <SharedPrizeTable
      className="data-table draft-prize-table"
      scrollLabel={notices.DRAFT_PRIZE_GRID.title}
      columns={[{ heading: 'Matched picks' }, { heading: 'Prize', className: 'num' }]}
      rows={rows.map((tier) => ({
        key: tier.hits,
        cells: [`${tier.hits} of 32`, formatPrize(tier.amountCents)],
      }))}
    />
  );
}

export function PrizeGridDialog({
  open,
  onClose,
  prizes,
}: {
  open: boolean;
  onClose: () => void;
  prizes: DraftContest['prizes'];
}) {
  return (
    <PrizeDialog
      open={open}
      onClose={onClose}
      title={notices.DRAFT_PRIZE_GRID.title}
      note={noticeText('PRIZES_SPLIT')}
    >
      <PrizeTable prizes={prizes} />
    </PrizeDialog>
  );
}

/** The top tier: "$25,000". */
export function topPrize(prizes: DraftContest['prizes']): string | null {
  const top = Math.max(0, ...prizes.map((t) => t.amountCents));
  return top > 0 ? formatPrize(top) : null;
}
