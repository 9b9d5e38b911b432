import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/ui/FieldError';
import type { FieldProblem } from '../../../lib/validation';

/**
 * A list of checkboxes under a legend, one per choice, all registered under one form field (the form's
 * value is the list of the values checked). When the form's problem is this field's, its error shows
 * under the legend and describes the group, and every box is marked invalid.
 */
export function CheckGroup<T extends string>({
  id,
  legend,
  choices,
  labels,
  field,
  problem,
  register,
}: {
  id: string;
  legend: string;
  choices: readonly T[];
  labels: Record<T, string>;
  /** The request's field these boxes stand for. */
  field: string;
  problem: FieldProblem | null;
  register: UseFormRegisterReturn;
}) {
  const errorId = `${id}-error`;
  const invalid = problem?.field === field;
  return (
    <fieldset className="check-group" aria-describedby={invalid ? errorId : undefined}>
      <legend>{legend}</legend>
      <FieldError problem={problem} fields={field} id={errorId} />
      <div className="check-group-choices">
        {choices.map((choice) => (
          <div className="check" key={choice}>
            <input
              type="checkbox"
              id={`${id}-${choice}`}
              value={choice}
              aria-invalid={invalid || undefined}
              {...register}
            />
            <label htmlFor={`${id}-${choice}`}>{labels[choice]}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
