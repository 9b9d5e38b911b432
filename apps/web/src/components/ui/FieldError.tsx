import type { FieldProblem } from '../../lib/validation';

/**
 * The attributes that mark a field inline when the form's problem is this field's: `aria-invalid` and a
 * description pointing at its error text (kept alongside any hint the field already has).
 */
export function invalidField(
  problem: FieldProblem | null,
  fields: string | readonly string[],
  errorId: string,
  hintId?: string,
) {
  const mine =
    problem?.field != null && (typeof fields === 'string' ? [fields] : fields).includes(problem.field);
  return {
    'aria-invalid': mine ? true : undefined,
    'aria-describedby': [mine ? errorId : null, hintId ?? null].filter(Boolean).join(' ') || undefined,
  } as const;
}

/**
 * The inline error text under a field (the same catalogue text as the dialog). `alert`: announced as it
 * appears, for a form that shows its problem only here (no dialog).
 */
export function FieldError({
  problem,
  fields,
  id,
  alert = false,
}: {
  problem: FieldProblem | null;
  fields: string | readonly string[];
  id: string;
  alert?: boolean;
}) {
  const mine =
    problem?.field != null && (typeof fields === 'string' ? [fields] : fields).includes(problem.field);
  return mine ? (
    <p id={id} className="field-error" role={alert ? 'alert' : undefined}>
      {problem.message.message}
    </p>
  ) : null;
}
