import type { FormEventHandler, Ref } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '../../components/ui/Field';
import { EmailInput } from '../../components/ui/EmailInput';
import { FormProblem } from './FormProblem';
import { formatMoney } from '../../lib/money';
import type { FieldProblem } from '../../lib/validation';
import type { WithdrawalFormValues } from './withdrawalValues';

interface WithdrawalAmountStepProps {
  /** The prefix of the inputs' ids. */
  id: string;
  register: UseFormRegister<WithdrawalFormValues>;
  problem: FieldProblem | null;
  headingRef: Ref<HTMLHeadingElement>;
  /** Who is paid (step 1's name). */
  payee: string;
  minimumCents: number;
  cashCents: number;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack: () => void;
}

/** Step 2 of the withdrawal: the amount and PayPal email, with the terms to agree. */
export function WithdrawalAmountStep({
  id,
  register,
  problem,
  headingRef,
  payee,
  minimumCents,
  cashCents,
  pending,
  onSubmit,
  onBack,
}: WithdrawalAmountStepProps) {
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-step2`}>
      <h3 id={`${id}-step2`} ref={headingRef} tabIndex={-1}>
        Step 2 of 2: Withdrawal amount
      </h3>
      <p className="hint-text">Paying to {payee}.</p>
      <Field
        id={`${id}-amount`}
        label="Withdrawal amount (USD) *"
        problem={problem}
        name="amountCents"
        alertError
        hint={`Minimum ${formatMoney(minimumCents)}. Available: ${formatMoney(cashCents)}.`}
      >
        {(control) => (
          <div className="money-input">
            <span aria-hidden="true">$</span>
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="100.00"
              required
              {...control}
              {...register('amount')}
            />
          </div>
        )}
      </Field>
      <Field id={`${id}-paypalEmail`} label="PayPal email *" problem={problem} name="paypalEmail" alertError>
        <EmailInput required {...register('paypalEmail')} />
      </Field>
      <Field
        id={`${id}-acceptedTerms`}
        variant="check"
        label={
          <>
            I agree to the{' '}
            <Link to="/terms-of-use" target="_blank" rel="noopener">
              Terms of Use
            </Link>{' '}
            and confirm the information above is correct *
          </>
        }
        problem={problem}
        name="acceptedTerms"
        alertError
      >
        <input type="checkbox" required {...register('acceptedTerms')} />
      </Field>
      <FormProblem problem={problem} />
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Sending…' : 'Request withdrawal'}
        </button>
        <button type="button" className="button button-secondary" onClick={onBack} disabled={pending}>
          Back
        </button>
      </div>
    </form>
  );
}
