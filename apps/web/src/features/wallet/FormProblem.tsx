import type { FieldProblem } from '../../lib/validation';

/**
 * A withdrawal problem of the form as a whole (a server refusal no field answers for), shown once above
 * the buttons and announced as an alert; a field's problem shows under that field instead.
 */
export function FormProblem({ problem }: { problem: FieldProblem | null }) {
  return problem && problem.field === null ? (
    <p className="field-error form-problem" role="alert">
      {problem.message.message}
    </p>
  ) : null;
}
