import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AdjustmentForm } from './AdjustmentForm';
import { DraftPanel } from './DraftPanel';
import { MailOutbox } from './MailOutbox';
import { PendingWithdrawals } from './PendingWithdrawals';
import { Receivables } from './Receivables';
import { ScheduleDrawForm } from './ScheduleDrawForm';
import { SportsPanel } from './SportsPanel';

/** `/operator`: the back office's home — withdrawals, adjustments, receivables, draws, sports, drafts and the mail outbox. */
export function OperatorPage() {
  useDocumentTitle('Operator');
  return (
    <>
      <PendingWithdrawals />
      <AdjustmentForm />
      <Receivables />
      <ScheduleDrawForm />
      <SportsPanel />
      <DraftPanel />
      <MailOutbox />
    </>
  );
}
