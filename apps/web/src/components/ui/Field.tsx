import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { FieldProblem } from '../../lib/validation';
import { FieldError, invalidField } from './FieldError';

/** What Field gives its input: the id its label points at, and the inline error's marking. */
interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  /** The input's id. Its hint is `${id}-hint`, its error `${id}-error` unless `errorId` says otherwise. */
  id: string;
  label: ReactNode;
  /** The form's current problem, and the request field(s) this input stands for: marked when it is theirs. */
  problem?: FieldProblem | null;
  name?: string | readonly string[];
  errorId?: string;
  /** False when several inputs share one error shown after them (a date's day, month and year). */
  showError?: boolean;
  /** The error is the form's only report of its problem (no dialog): announce it (`role="alert"`). */
  alertError?: boolean;
  /** A line under the input that describes it (`At least 8 characters.`). */
  hint?: ReactNode;
  /** `check`: a checkbox before its label, its error under both. */
  variant?: 'field' | 'check';
  className?: string;
  /** The input (given `FieldControl`), or a function placing it in a wrapper (a `$` before it). */
  children: ReactElement<FieldControl> | ((control: FieldControl) => ReactNode);
}

/**
 * A labelled form field: the label, the input, the inline error of the form's problem when it concerns
 * this field (`aria-invalid`, described by the error) and an optional hint (also describing the input).
 */
export function Field({
  id,
  label,
  problem = null,
  name,
  errorId = `${id}-error`,
  showError = true,
  alertError = false,
  hint,
  variant = 'field',
  className,
  children,
}: FieldProps) {
  const hintId = hint == null ? undefined : `${id}-hint`;
  const marking = invalidField(problem, name ?? [], errorId, hintId);
  const control: FieldControl = { id, ...marking };
  let input: ReactNode;
  if (typeof children === 'function') {
    input = children(control);
  } else if (isValidElement(children)) {
    // An input's own description (a pending change) is kept after the field's.
    const own = children.props['aria-describedby'];
    const describedBy = [marking['aria-describedby'], own].filter(Boolean).join(' ') || undefined;
    input = cloneElement(children, { ...control, 'aria-describedby': describedBy });
  }
  const after = (
    <>
      {showError && name !== undefined ? (
        <FieldError problem={problem} fields={name} id={errorId} alert={alertError} />
      ) : null}
      {hintId ? (
        <p id={hintId} className="hint-text">
          {hint}
        </p>
      ) : null}
    </>
  );
  const classes = (base: string) => (className ? `${base} ${className}` : base);

  if (variant === 'check') {
    return (
      <>
        <div className={classes('check')}>
          {input}
          <label htmlFor={id}>{label}</label>
        </div>
        {after}
      </>
    );
  }
  return (
    <div className={classes('field')}>
      <label htmlFor={id}>{label}</label>
      {input}
      {after}
    </div>
  );
}
