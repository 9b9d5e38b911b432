import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AdjustmentForm } from './AdjustmentForm';
import { BooksCheck } from './BooksCheck';
import { DraftPanel } from './DraftPanel';
import { MailOutbox } from './MailOutbox';
import { PendingWithdrawals } from './PendingWithdrawals';
import { Receivables } from './Receivables';
import { ScheduleDrawForm } from './ScheduleDrawForm';
import { SportsPanel } from './SportsPanel';

/** `/operator`: the back office's home — withdrawals, adjustments, receivables, the books check, draws, sports, drafts and the mail outbox. */
export function OperatorPage() {
  useDocumentTitle('Operator');
  return (
    <>
      <PendingWithdrawals />
      <AdjustmentForm />
      <Receivables />
      <BooksCheck />
      <ScheduleDrawForm />
      <SportsPanel />
      <DraftPanel />
      <MailOutbox />
    </>
  );
}
