import { useState } from 'react';
import { describeError, isApiError } from '../../lib/api';
import type { Message } from '../../lib/messages';
import type { FieldProblem } from '../../lib/validation';

/** What an editor tells its page: saved (the notice to show), or load the latest version. */
export interface EditorEvents {
  onSaved: (notice: string) => void;
  onReload: () => void;
}

/**
 * A back-office editor's problems (the brand, a content text): the field marked, the dialog, and a save
 * refused because someone else saved first (`staleCode`: offer to load the latest version).
 */
export function useEditorProblems(staleCode: string, fieldOfCode: Readonly<Record<string, string>> = {}) {
  const [message, setMessage] = useState<Message | null>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [stale, setStale] = useState(false);
  return {
    message,
    problem,
    stale,
    closeMessage: () => setMessage(null),
    clear: () => setProblem(null),
    /** The form's first problem: marked on its field and shown. */
    invalid: (first: FieldProblem) => {
      setProblem(first);
      setMessage(first.message);
    },
    /** A refusal from the server: shown, and marked on its field where it concerns one. */
    refused: (error: unknown) => {
      setMessage(describeError(error));
      if (!isApiError(error)) return;
      if (error.code === staleCode) setStale(true);
      const field = fieldOfCode[error.code];
      if (field) setProblem({ field, message: describeError(error) });
    },
  };
}

/** After a stale save: the button that loads the version someone else saved. */
export function LoadLatest({ stale, onReload }: { stale: boolean; onReload: () => void }) {
  return stale ? (
    <button type="button" className="button button-secondary" onClick={onReload}>
      Load the latest version
    </button>
  ) : null;
}
