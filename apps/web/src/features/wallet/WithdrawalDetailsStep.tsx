import { isoCountries, provincesByCountry } from '@powerplay/contracts';
import { useEffect, type FormEventHandler, type Ref } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { FieldError } from '../../components/ui/FieldError';
import { FormProblem } from './FormProblem';
import type { FieldProblem } from '../../lib/validation';
import { daysIn, MONTHS, YEARS, type WithdrawalFormValues } from './withdrawalValues';

interface WithdrawalDetailsStepProps {
  /** The prefix of the inputs' ids. */
  id: string;
  form: UseFormReturn<WithdrawalFormValues, unknown, unknown>;
  problem: FieldProblem | null;
  headingRef: Ref<HTMLHeadingElement>;
  onNext: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
}

/** Step 1 of the withdrawal: the required personal information (name, address, date of birth). */
export function WithdrawalDetailsStep({
  id,
  form,
  problem,
  headingRef,
  onNext,
  onCancel,
}: WithdrawalDetailsStepProps) {
  const { register, control, setValue } = form;
  const [country, birthMonth, birthYear, birthDay] = useWatch({
    control,
    name: ['country', 'birthMonth', 'birthYear', 'birthDay'],
  });
  const provinces = country === 'CA' || country === 'US' ? provincesByCountry[country] : null;
  const dayCount = daysIn(birthMonth, birthYear);

  useEffect(() => {
    if (birthDay && Number(birthDay) > dayCount) setValue('birthDay', '');
  }, [birthDay, dayCount, setValue]);

  /**
   * An input of the form, marked when the problem concerns its request field (its own name, mostly),
   * with the problem's text under it as the form's one report of it (an alert, no dialog).
   */
  const field = (name: keyof WithdrawalFormValues, label: string, requestField: string = name) => ({
    id: `${id}-${name}`,
    label,
    problem,
    name: requestField,
    alertError: true,
  });
  // The date of birth's three lists share one error, shown under them.
  const birthErrorId = `${id}-dateOfBirth-error`;
  const birthField = (name: keyof WithdrawalFormValues, label: string) => ({
    ...field(name, label, 'dateOfBirth'),
    errorId: birthErrorId,
    showError: false,
  });

  return (
    <form className="form" noValidate onSubmit={onNext} aria-labelledby={`${id}-step1`}>
      <h3 id={`${id}-step1`} ref={headingRef} tabIndex={-1}>
        Step 1 of 2: Required information
      </h3>
      <p className="hint-text">Fields marked * are required.</p>
      <div className="field-row">
        <Field {...field('firstName', 'First name *')}>
          <input type="text" autoComplete="given-name" required {...register('firstName')} />
        </Field>
        <Field {...field('lastName', 'Last name *')}>
          <input type="text" autoComplete="family-name" required {...register('lastName')} />
        </Field>
      </div>
      <div className="field-row">
        <Field {...field('country', 'Country *')}>
          <select
            autoComplete="country"
            required
            {...register('country', { onChange: () => setValue('province', '') })}
          >
            <option value="">Select a country</option>
            {isoCountries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field {...field('province', 'Province / State *')}>
          {provinces ? (
            <select required {...register('province')}>
              <option value="">Select a province or state</option>
              {provinces.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </select>
          ) : (
            <input type="text" autoComplete="address-level1" required {...register('province')} />
          )}
        </Field>
      </div>
      <div className="field-row">
        <Field {...field('city', 'City *')}>
          <input type="text" autoComplete="address-level2" required {...register('city')} />
        </Field>
        <Field {...field('postalCode', 'Postal / ZIP code *')}>
          <input type="text" autoComplete="postal-code" required {...register('postalCode')} />
        </Field>
      </div>
      <Field {...field('addressLine1', 'Address line 1 *')}>
        <input type="text" autoComplete="address-line1" required {...register('addressLine1')} />
      </Field>
      <Field {...field('addressLine2', 'Address line 2 (optional)')}>
        <input type="text" autoComplete="address-line2" {...register('addressLine2')} />
      </Field>
      <fieldset className="dob">
        <legend>Date of birth *</legend>
        <div className="dob-row">
          <Field {...birthField('birthDay', 'Day')}>
            <select autoComplete="bday-day" required {...register('birthDay')}>
              <option value="">Day</option>
              {Array.from({ length: dayCount }, (_, i) => (
                <option key={i + 1} value={String(i + 1)}>
                  {i + 1}
                </option>
              ))}
            </select>
          </Field>
          <Field {...birthField('birthMonth', 'Month')}>
            <select autoComplete="bday-month" required {...register('birthMonth')}>
              <option value="">Month</option>
              {MONTHS.map((name, i) => (
                <option key={name} value={String(i + 1)}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
          <Field {...birthField('birthYear', 'Year')}>
            <select autoComplete="bday-year" required {...register('birthYear')}>
              <option value="">Year</option>
              {YEARS.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <FieldError problem={problem} fields="dateOfBirth" id={birthErrorId} alert />
      </fieldset>
      <FormProblem problem={problem} />
      <div className="actions">
        <button type="submit" className="button button-primary">
          Next
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
