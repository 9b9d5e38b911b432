import type { AuditResponse } from '@powerplay/contracts';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useBrand } from '../brand';
import { useAudit } from './api';
import { auditBallCount, ManualCheck, manualFormOf, recompute } from './ManualCheck';
import './lottery.css';

const Mark = ({ ok }: { ok: boolean }) =>
  ok ? (
    <span className="verify-ok" aria-label="verified">
      ✓
    </span>
  ) : (
    <span className="verify-bad" aria-label="does not match">
      ✗
    </span>
  );

function AuditCheck({ audit }: { audit: AuditResponse }) {
  if (audit.seed === null) {
    return (
      <div className="lotto-panel">
        <h2>Draw {audit.gameId}</h2>
        <p>
          Commitment (published before picks closed): <span className="mono">{audit.commitment}</span>
        </p>
        <p>The seed is revealed when the draw finishes. Come back then to verify every ball.</p>
      </div>
    );
  }
  // The game's ball count, not the published list's length: a missing ball must show as a failure.
  const count = auditBallCount(audit);
  const mine = recompute(audit.seed, String(audit.gameId), count, audit);
  const commitmentOk = mine.commitment === audit.commitment;
  const rows = Array.from({ length: Math.max(count, audit.balls.length) }, (_, i) => ({
    drawn: audit.balls[i],
    recomputed: mine.balls[i],
  }));
  const allOk = commitmentOk && rows.every((r) => r.drawn !== undefined && r.drawn === r.recomputed);
  return (
    <section className="lotto-panel" aria-labelledby="audit-title">
      <h2 id="audit-title">Draw {audit.gameId}: recomputed in your browser</h2>
      <p className={allOk ? 'verify-ok' : 'verify-bad'} role="status">
        {allOk
          ? 'Verified: the seed matches the commitment and produces exactly the drawn balls.'
          : 'Not verified: see the marks below.'}
      </p>
      <p>
        Seed: <span className="mono">{audit.seed}</span>
      </p>
      <p>
        Published commitment: <span className="mono">{audit.commitment}</span>
        <br />
        sha256(seed): <span className="mono">{mine.commitment}</span> <Mark ok={commitmentOk} />
      </p>
      <div className="table-scroll">
        <table className="lotto-table">
          <thead>
            <tr>
              <th scope="col">Ball</th>
              <th scope="col">Drawn</th>
              <th scope="col">Recomputed</th>
              <th scope="col">Check</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                <td>{r.drawn ?? '–'}</td>
                <td>{r.recomputed ?? '–'}</td>
                <td>
                  <Mark ok={r.drawn !== undefined && r.drawn === r.recomputed} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** `/how-draws-are-verified` (docs/rules/lottery.md "Randomness"): the algorithm in plain words and a verifier. */
export function VerifyPage() {
  useDocumentTitle('How draws are verified');
  const [params] = useSearchParams();
  const paramId = Number(params.get('game'));
  const gameId = Number.isInteger(paramId) && paramId > 0 ? paramId : null;
  const audit = useAudit(gameId);
  const { siteName, legalEntity } = useBrand();

  return (
    <section className="page verify-page" aria-labelledby="verify-title">
      <header className="page-header">
        <p className="eyebrow">Auditable randomness</p>
        <h1 id="verify-title">How draws are verified</h1>
        <p className="lead">
          Every {siteName} draw can be checked by anyone, without trusting {legalEntity}. The numbers come
          from a secret that is locked in before you pick, and revealed after the draw so you can recompute
          every ball yourself — right here in your browser.
        </p>
      </header>

      <div className="content-layout">
        {gameId !== null ? (
          audit.isPending ? (
            <Loading label="Loading the draw's audit data…" />
          ) : audit.isError ? (
            <QueryError
              error={audit.error}
              onRetry={() => void audit.refetch()}
              retrying={audit.isFetching}
            />
          ) : (
            <AuditCheck audit={audit.data} />
          )
        ) : null}

        <div className="prose">
          <h2>1. A sealed secret before picks close</h2>
          <p>
            When a draw is scheduled, our server picks a random 32-byte secret called the{' '}
            <strong>seed</strong> from a cryptographic random number generator. It publishes only the
            seed&apos;s fingerprint, the <strong>commitment</strong> = SHA-256(seed), on the game page before
            picks close. The fingerprint cannot be turned back into the seed, but any other seed would give a
            different fingerprint — so the seed cannot be changed later without everyone noticing.
          </p>
          <h2>2. Each ball comes from the seed</h2>
          <p>
            Ball number <em>k</em> is computed with HMAC-SHA256, keyed with the seed, over the text{' '}
            <code>&lt;gameId&gt;:ball:&lt;k&gt;:&lt;attempt&gt;</code>, starting with attempt 0:
          </p>
          <ol>
            <li>
              Take the first 4 bytes of the result as an unsigned big-endian whole number <em>u</em>.
            </li>
            <li>
              With <em>size</em> = max − min + 1, if <em>u</em> is at or above floor(2³² / size) × size,
              reject it and try the next attempt (this removes any bias toward low numbers).
            </li>
            <li>
              Otherwise the ball is min + (<em>u</em> mod size). If that number was already drawn, try the
              next attempt.
            </li>
          </ol>
          <p className="code-block mono">
            h = HMAC-SHA256(seed, &quot;12:ball:3:0&quot;) → u = h[0..4] → ball = min + u mod size
          </p>
          <h2>3. Powerplays are auditable too</h2>
          <p>
            Replace and Replace All draw their new numbers the same way, from the same seed, with the text{' '}
            <code>&lt;gameId&gt;:entry:&lt;entryId&gt;:use:&lt;n&gt;:&lt;attempt&gt;</code>, where <em>n</em>{' '}
            counts the powerplays used on that entry. Nobody — not even us — can pick a result.
          </p>
          <h2>4. The seed is revealed after the draw</h2>
          <p>
            Once the draw is finished the seed is published. Check that SHA-256(seed) equals the commitment,
            then recompute the balls: they must be exactly the ones that were drawn. The verifier on this page
            does it with the same open code the server uses; nothing is sent to us.
          </p>
        </div>

        {/* Filled again (a new key) when the draw's revealed seed arrives. */}
        <ManualCheck key={audit.data?.seed ?? 'blank'} initial={manualFormOf(gameId, audit.data)} />
        <p>
          <Link to="/powerplay-lotto">Back to the lotto games</Link>
        </p>
      </div>
    </section>
  );
}
