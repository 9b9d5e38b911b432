import { useState } from 'react';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { QueryError } from '../../components/ui/QueryError';
import { describeError } from '../../lib/api';

/** The players are generated (docs/rules/fantasy.md "Players"): said plainly on both pages. */
export function SimulatedNote() {
  return (
    <p className="fantasy-preview">
      <strong className="fantasy-preview-label">Simulated players</strong>
      <span>
        The clubs are the real NHL clubs of the game set; their players&apos; names are generated, and every
        goal and assist comes from the set&apos;s simulated games.
      </span>
    </p>
  );
}

/** A failed load: the "Sorry!" dialog, and the same message in the page with a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <QueryError error={error} onRetry={onRetry} />
      <MessageDialog message={open ? describeError(error) : null} onClose={() => setOpen(false)} />
    </>
  );
}
