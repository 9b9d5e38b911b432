import { useState } from 'react';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { QueryError } from '../../components/ui/QueryError';
import { describeError } from '../../lib/api';

/** The fantasy pages are a preview: said plainly on both. */
export function PreviewNote() {
  return (
    <p className="fantasy-preview">
      <strong className="fantasy-preview-label">Preview</strong>
      <span>
        Fantasy hockey uses sample players: their scores are from one sample game night and do not change.
        Your picks are saved to your account; no prizes are paid in the preview.
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
