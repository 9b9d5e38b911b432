import { Loading } from '../../../components/ui/Loading';
import { QueryError } from '../../../components/ui/QueryError';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { AllowedOrigins } from './AllowedOrigins';
import { useEmbedOrigins, useWidgetChoices } from './partnerApi';
import { WidgetSnippets } from './WidgetSnippets';
import './partner.css';

/**
 * `/operator/partner` (decision 029): the snippet of each embeddable widget with a live preview, and
 * the origins allowed to frame them.
 */
export function PartnerPage() {
  useDocumentTitle('Partner · Operator');
  const origins = useEmbedOrigins();
  const choices = useWidgetChoices();
  if (origins.isPending) return <Loading />;
  if (origins.isError) return <QueryError error={origins.error} onRetry={() => void origins.refetch()} />;
  return (
    <div className="partner-page">
      <AllowedOrigins origins={origins.data.origins} />
      <WidgetSnippets siteOrigin={origins.data.siteOrigin} choices={choices.data} />
    </div>
  );
}
