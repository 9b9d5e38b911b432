import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuditLog } from './AuditLog';

/** `/operator/audit`: what operators did (issue 24 item 4). */
export function AuditPage() {
  useDocumentTitle('Audit log · Operator');
  return <AuditLog />;
}
