import { notices } from '@powerplay/contracts';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { describeError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useConfirmEmail } from './api/email-verifications';

/**
 * `/verify-email?token=…`: the link mailed at sign-up. Opening it confirms the email (once); a used or
 * expired link says so, and My Account sends a new one.
 */
export function VerifyEmailPage() {
  useDocumentTitle('Confirm your email');
  const [params] = useSearchParams();
  const confirm = useConfirmEmail();
  // Once per visit: a second request would find the link spent and say it is not valid.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ token: params.get('token') ?? '' });
  }, [confirm, params]);

  return (
    <section className="page auth-page" aria-labelledby="verify-title">
      <div className="auth-card">
        <h1 id="verify-title">Confirm your email</h1>
        {confirm.isSuccess ? (
          <>
            <p role="status">{notices.VERIFIED.message}</p>
            <p>
              <Link to="/">Back to the games</Link>
            </p>
          </>
        ) : confirm.isError ? (
          <>
            <ErrorPanel {...describeError(confirm.error)} />
            <p>
              <Link to="/my-account/responsible-gaming">Have a new link sent from My Account</Link>
            </p>
          </>
        ) : (
          <Loading />
        )}
      </div>
    </section>
  );
}
