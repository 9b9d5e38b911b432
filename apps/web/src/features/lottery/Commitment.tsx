import { Link } from 'react-router';

/**
 * A draw's commitment, sha256 of its secret seed (docs/rules/lottery.md "Randomness"), published before picks
 * close, with the page that explains how to check it once the seed is revealed. Compact: one monospace
 * line that wraps anywhere on narrow screens.
 */
export function Commitment({ gameId, commitment }: { gameId: number; commitment: string }) {
  return (
    <p className="commitment">
      <span className="commitment-label">Draw commitment (SHA-256 of the secret seed)</span>{' '}
      <code className="mono commitment-hash">{commitment}</code>{' '}
      <Link className="commitment-link" to={`/how-draws-are-verified?game=${gameId}`}>
        How draws are verified
      </Link>
    </p>
  );
}
