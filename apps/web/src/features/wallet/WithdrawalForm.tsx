import {
  withdrawalDetailsSchema,
  withdrawalRequestSchema,
  type Withdrawal,
  type WithdrawalRequest,
} from '@powerplay/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { describeError, isApiError } from '../../lib/api';
import { formatMoney } from '../../lib/money';
import { useIdempotencyKey } from '../../lib/useIdempotencyKey';
import { contractResolver, firstError, type FieldProblem } from '../../lib/validation';
import { useRequestWithdrawal } from './api';
import { WithdrawalAmountStep } from './WithdrawalAmountStep';
import { WithdrawalDetailsStep } from './WithdrawalDetailsStep';
import {
  DEFAULTS,
  STEP_ONE_FIELDS,
  STEP_TWO_FIELDS,
  toDetails,
  toRequest,
  type WithdrawalFormValues,
} from './withdrawalValues';

interface WithdrawalFormProps {
  /** The player's profile: its name, country and province fill step 1 in. */
  prefill?:
    Partial<Pick<WithdrawalFormValues, 'firstName' | 'lastName' | 'country' | 'province'>> | undefined;
  cashCents: number;
  minimumCents: number;
  onSuccess: (withdrawal: Withdrawal) => void;
  onCancel: () => void;
}

/** The request field a server refusal concerns, so it is shown beside that field like the form's own. */
const refusalFields: Partial<Record<string, string>> = {
  WITHDRAWAL_BELOW_MINIMUM: 'amountCents',
  WITHDRAWAL_OVER_BALANCE: 'amountCents',
  AMOUNT_INVALID: 'amountCents',
  WITHDRAWAL_PAYPAL_INVALID: 'paypalEmail',
  WITHDRAWAL_TERMS_REQUIRED: 'acceptedTerms',
};

/**
 * The two-step withdrawal: step 1 the required personal information,
 * checked by the request's details schema; step 2 the amount and PayPal email with the terms to agree,
 * the whole request checked by its schema. One Idempotency-Key per submission, reused when the same
 * submission is retried. A problem is shown once, beside the form: under the field it
 * concerns, which is marked and focused, or above the buttons for the form as a whole; announced as an
 * alert either way, never repeated in a dialog.
 */
export function WithdrawalForm({
  prefill,
  cashCents,
  minimumCents,
  onSuccess,
  onCancel,
}: WithdrawalFormProps) {
  const id = useId();
  const [step, setStep] = useState<1 | 2>(1);
  // One problem at a time, until the next submission.
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const fail = setProblem;
  const clear = () => setProblem(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const withdraw = useRequestWithdrawal();
  const idempotency = useIdempotencyKey();
  const form = useForm<WithdrawalFormValues, unknown, unknown>({
    defaultValues: DEFAULTS,
    resolver:
      step === 1
        ? contractResolver(withdrawalDetailsSchema, toDetails)
        : contractResolver(withdrawalRequestSchema, (values) =>
            toRequest(values, { minimumCents, cashCents }),
          ),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, getValues, setValue } = form;
  const params = { min: formatMoney(minimumCents) };

  // Start from what the profile already knows (name, country, province), even when it arrives after the
  // form opened; what the player typed stays.
  useEffect(() => {
    if (!prefill) return;
    for (const name of ['firstName', 'lastName', 'country', 'province'] as const) {
      const value = prefill[name];
      if (value && !getValues(name)) setValue(name, value);
    }
  }, [prefill, getValues, setValue]);

  // Move focus to the heading of the step that just appeared (not on first render).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [step]);

  // Then to the field a problem concerns (on step 1 again when it is one of step 1's), its error beside it.
  useEffect(() => {
    if (problem?.field) rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problem, step]);

  const onNext = handleSubmit(
    () => {
      clear();
      setStep(2);
    },
    (errors) => fail(firstError(errors, STEP_ONE_FIELDS, params)),
  );

  const onInvalidRequest = (errors: FieldErrors) => {
    const stepOneIssue = Object.keys(errors).some((field) =>
      (STEP_ONE_FIELDS as readonly string[]).includes(field),
    );
    if (stepOneIssue) setStep(1);
    fail(firstError(errors, [...STEP_ONE_FIELDS, ...STEP_TWO_FIELDS], params));
  };

  const onSubmit = handleSubmit((checked) => {
    // Step 2's resolver is the whole request's schema.
    const request = checked as WithdrawalRequest;
    clear();
    withdraw.mutate(
      { body: request, key: idempotency.keyFor(request) },
      {
        onSuccess: ({ withdrawal }) => {
          idempotency.done();
          onSuccess(withdrawal);
        },
        onError: (error) =>
          fail({
            field: (isApiError(error) && refusalFields[error.code]) || null,
            message: describeError(error),
          }),
      },
    );
  }, onInvalidRequest);

  return (
    <div className="withdrawal" ref={rootRef}>
      <ol className="steps" aria-label="Withdrawal steps">
        <li aria-current={step === 1 ? 'step' : undefined}>Required information</li>
        <li aria-current={step === 2 ? 'step' : undefined}>Amount and PayPal</li>
      </ol>
      {step === 1 ? (
        <WithdrawalDetailsStep
          id={id}
          form={form}
          problem={problem}
          headingRef={headingRef}
          onNext={onNext}
          onCancel={onCancel}
        />
      ) : (
        <WithdrawalAmountStep
          id={id}
          register={form.register}
          problem={problem}
          headingRef={headingRef}
          payee={`${getValues('firstName')} ${getValues('lastName')}`}
          minimumCents={minimumCents}
          cashCents={cashCents}
          pending={withdraw.isPending}
          onSubmit={onSubmit}
          onBack={() => setStep(1)}
        />
      )}
    </div>
  );
}
