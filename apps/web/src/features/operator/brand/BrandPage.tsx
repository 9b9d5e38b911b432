import { useState } from 'react';
import { Loading } from '../../../components/ui/Loading';
import { Notice } from '../../../components/ui/Notice';
import { QueryError } from '../../../components/ui/QueryError';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useOperatorBrand } from './brandApi';
import { BrandForm } from './BrandForm';
import './brand.css';

/**
 * `/operator/brand` (decision 028): the site's name, logo, favicon, colours (their contrast shown
 * live), support contact and legal names, with a live preview; applied on every page's next load.
 */
export function BrandPage() {
  useDocumentTitle('Brand · Operator');
  const brand = useOperatorBrand();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className="account-card brand-editor" aria-labelledby="brand-title">
      <h2 id="brand-title">Brand</h2>
      <p>
        The site&apos;s name, logo, colours and contacts. A save is on every page from its next load: no
        rebuild, no restart.
      </p>
      <Notice text={notice} />
      {brand.isPending ? (
        <Loading />
      ) : brand.isError ? (
        <QueryError error={brand.error} onRetry={() => void brand.refetch()} retrying={brand.isFetching} />
      ) : (
        <BrandForm
          // A new version (saved here, or reloaded after a 409) starts the form again from it.
          key={brand.data.brand.version}
          brand={brand.data.brand}
          onSaved={setNotice}
          onReload={() => void brand.refetch()}
        />
      )}
    </section>
  );
}
