import { notices } from '@powerplay/contracts';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { RequireSignIn } from '../auth';
import { AddPartnerForm } from './AddPartnerForm';
import { PartnersTable } from './PartnersTable';
import '../../components/ui/panels.css';
import './platform.css';

/**
 * `/platform`: the platform console (role platform, docs/partners.md) — every partner of the deployment
 * with its figures, suspended or resumed here, and a new partner added with its first operator. Anyone
 * else is refused as the back office refuses a player.
 */
export function PlatformPage() {
  useDocumentTitle('Platform console');
  return (
    <section className="page platform" aria-labelledby="platform-title">
      <header className="page-header">
        <p className="eyebrow">Platform</p>
        <h1 id="platform-title">Platform console</h1>
      </header>
      <RequireSignIn>
        {(user) =>
          user.role === 'platform' ? (
            <>
              <PartnersTable />
              <AddPartnerForm />
            </>
          ) : (
            <ErrorPanel title={notices.PLATFORM_ONLY.title} message={notices.PLATFORM_ONLY.message} />
          )
        }
      </RequireSignIn>
    </section>
  );
}
