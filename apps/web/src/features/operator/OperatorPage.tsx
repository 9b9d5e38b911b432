import { notices } from '@powerplay/contracts';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { RequireSignIn } from '../auth';
import { AdjustmentForm } from './AdjustmentForm';
import { DraftPanel } from './DraftPanel';
import { MailOutbox } from './MailOutbox';
import { PendingWithdrawals } from './PendingWithdrawals';
import { Receivables } from './Receivables';
import { ScheduleDrawForm } from './ScheduleDrawForm';
import { SportsPanel } from './SportsPanel';
import '../../components/ui/panels.css';
import './operator.css';

/** `/operator`: the back office (role operator): withdrawals, adjustments, receivables, draws and the mail outbox. */
export function OperatorPage() {
  useDocumentTitle('Operator');
  return (
    <section className="page operator" aria-labelledby="operator-title">
      <header className="page-header">
        <p className="eyebrow">Back office</p>
        <h1 id="operator-title">Operator</h1>
      </header>
      <RequireSignIn>
        {(user) =>
          user.role === 'operator' ? (
            <>
              <PendingWithdrawals />
              <AdjustmentForm />
              <Receivables />
              <ScheduleDrawForm />
              <SportsPanel />
              <DraftPanel />
              <MailOutbox />
            </>
          ) : (
            <ErrorPanel title={notices.OPERATOR_ONLY.title} message={notices.OPERATOR_ONLY.message} />
          )
        }
      </RequireSignIn>
    </section>
  );
}
