import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ApiKeys } from './ApiKeys';
import { Webhooks } from './Webhooks';
import './integrations.css';

/**
 * `/operator/integrations`: how the partner's own systems work with the site — API keys for the operator
 * API, and webhooks that tell them what happened.
 */
export function IntegrationsPage() {
  useDocumentTitle('Integrations · Operator');
  return (
    <div className="integrations-page">
      <p className="hint-text">
        The routes a key may call, what they answer and which scope each needs:{' '}
        <a href="/api/docs">the API documentation</a>.
      </p>
      <ApiKeys />
      <Webhooks />
    </div>
  );
}
