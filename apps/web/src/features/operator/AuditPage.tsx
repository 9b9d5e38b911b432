import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuditLog } from './AuditLog';

/** `/operator/audit`: what operators did (decision 021). */
export function AuditPage() {
  useDocumentTitle('Audit log · Operator');
  return <AuditLog />;
}
