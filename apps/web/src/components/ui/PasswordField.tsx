import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldProblem } from '../../lib/validation';
import { Field } from './Field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: string;
  /** As for Field: the form's problem, marked when it concerns `name` (the request's field), and a hint. */
  problem?: FieldProblem | null;
  name?: string;
  hint?: ReactNode;
}

/** A labelled password input with a show/hide toggle (`aria-pressed`). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { id, label, problem, name, hint, ...inputProps },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} problem={problem} name={name} hint={hint}>
      {(control) => (
        <div className="password-input">
          <input ref={ref} name={name} type={visible ? 'text' : 'password'} {...inputProps} {...control} />
          <button
            type="button"
            className="password-toggle"
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
            <span className="visually-hidden"> password</span>
          </button>
        </div>
      )}
    </Field>
  );
});
