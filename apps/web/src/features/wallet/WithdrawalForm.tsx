import {
  catalogue,
  isoCountries,
  notices,
  provincesByCountry,
  withdrawalDetailsSchema,
  withdrawalRequestSchema,
  type Withdrawal,
} from '@powerplay/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { messageOf, type Message } from '../../lib/messages';
import { describeError } from '../../lib/api';
import { firstIssue, type FieldProblem } from '../../lib/validation';
import { FieldError, invalidField } from '../../components/ui/FieldError';
import { useRequestWithdrawal } from './api';
import { useIdempotencyKey } from '../../lib/useIdempotencyKey';
import { formatMoney, parseDollarsToCents } from '../../lib/money';

interface WithdrawalFormValues {
  firstName: string;
  lastName: string;
  country: string;
  province: string;
  city: string;
  postalCode: string;
  addressLine1: string;
  addressLine2: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  amount: string;
  paypalEmail: string;
  acceptedTerms: boolean;
}

const DEFAULTS: WithdrawalFormValues = {
  firstName: '',
  lastName: '',
  country: '',
  province: '',
  city: '',
  postalCode: '',
  addressLine1: '',
  addressLine2: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  amount: '',
  paypalEmail: '',
  acceptedTerms: false,
};

const STEP_ONE_FIELDS = [
  'firstName',
  'lastName',
  'country',
  'province',
  'city',
  'postalCode',
  'addressLine1',
  'addressLine2',
  'dateOfBirth',
] as const;
const STEP_TWO_FIELDS = ['amountCents', 'paypalEmail', 'acceptedTerms'] as const;
const stepOneSchema = withdrawalDetailsSchema;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Spec 001: years 1930 to 2020 (newest first, the usual order of a birth-year list). */
const YEARS = Array.from({ length: 2020 - 1930 + 1 }, (_, i) => 2020 - i);

const pad2 = (n: string) => n.padStart(2, '0');

function daysIn(month: string, year: string): number {
  if (!month) return 31;
  // A leap year when the year is not chosen yet, so 29 February stays possible.
  return new Date(Date.UTC(Number(year || 2000), Number(month), 0)).getUTCDate();
}

function dateOfBirth(v: WithdrawalFormValues): string {
  if (!v.birthDay || !v.birthMonth || !v.birthYear) return '';
  return `${v.birthYear}-${pad2(v.birthMonth)}-${pad2(v.birthDay)}`;
}

interface WithdrawalFormProps {
  /** The player's profile: its name, country and province fill step 1 in. */
  prefill?:
    Partial<Pick<WithdrawalFormValues, 'firstName' | 'lastName' | 'country' | 'province'>> | undefined;
  cashCents: number;
  minimumCents: number;
  onSuccess: (withdrawal: Withdrawal) => void;
  onCancel: () => void;
}

/**
 * The two-step withdrawal (spec 001 "Redeem prize page"): step 1 the required personal information,
 * step 2 the amount and PayPal email with the terms to agree. Amounts are parsed as text into whole
 * cents. One Idempotency-Key per submission, reused when the same submission is retried.
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
  const [message, setMessage] = useState<Message | null>(null);
  // The field concerned is also marked inline; the dialog keeps the spec's one message at a time.
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const fail = (next: FieldProblem) => {
    setProblem(next);
    setMessage(next.message);
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const withdraw = useRequestWithdrawal();
  const idempotency = useIdempotencyKey();
  const { register, handleSubmit, control, setValue, getValues } = useForm<WithdrawalFormValues>({
    defaultValues: DEFAULTS,
  });
  const [country, birthMonth, birthYear, birthDay] = useWatch({
    control,
    name: ['country', 'birthMonth', 'birthYear', 'birthDay'],
  });
  const provinces = country === 'CA' || country === 'US' ? provincesByCountry[country] : null;
  const dayCount = daysIn(birthMonth, birthYear);
  const minimum = formatMoney(minimumCents);

  useEffect(() => {
    if (birthDay && Number(birthDay) > dayCount) setValue('birthDay', '');
  }, [birthDay, dayCount, setValue]);

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

  const stepOneValues = (v: WithdrawalFormValues) => ({
    firstName: v.firstName,
    lastName: v.lastName,
    country: v.country,
    province: v.province,
    city: v.city,
    postalCode: v.postalCode,
    addressLine1: v.addressLine1,
    addressLine2: v.addressLine2.trim() ? v.addressLine2 : undefined,
    dateOfBirth: dateOfBirth(v),
  });

  const onNext = handleSubmit((values) => {
    const parsed = stepOneSchema.safeParse(stepOneValues(values));
    if (!parsed.success) {
      fail(firstIssue(parsed.error.issues, STEP_ONE_FIELDS));
      return;
    }
    setProblem(null);
    setStep(2);
  });

  const onSubmit = handleSubmit((values) => {
    const amountCents = parseDollarsToCents(values.amount);
    if (amountCents === null) {
      fail({ field: 'amountCents', message: notices.AMOUNT_INVALID });
      return;
    }
    if (amountCents < minimumCents) {
      fail({ field: 'amountCents', message: messageOf('WITHDRAWAL_BELOW_MINIMUM', { min: minimum }) });
      return;
    }
    if (amountCents > cashCents) {
      fail({ field: 'amountCents', message: catalogue.WITHDRAWAL_OVER_BALANCE });
      return;
    }
    const parsed = withdrawalRequestSchema.safeParse({
      ...stepOneValues(values),
      amountCents,
      paypalEmail: values.paypalEmail,
      acceptedTerms: values.acceptedTerms,
    });
    if (!parsed.success) {
      const stepOneIssue = parsed.error.issues.some((i) =>
        (STEP_ONE_FIELDS as readonly string[]).includes(String(i.path[0])),
      );
      if (stepOneIssue) setStep(1);
      fail(firstIssue(parsed.error.issues, [...STEP_ONE_FIELDS, ...STEP_TWO_FIELDS]));
      return;
    }
    setProblem(null);
    const key = idempotency.keyFor(parsed.data);
    withdraw.mutate(
      { body: parsed.data, key },
      {
        onSuccess: ({ withdrawal }) => {
          idempotency.done();
          onSuccess(withdrawal);
        },
        onError: (error) => fail({ field: null, message: describeError(error) }),
      },
    );
  });

  const field = (name: keyof WithdrawalFormValues) => `${id}-${name}`;
  /** Inline marking of the inputs of one schema field (the date of birth has three). */
  const errorId = (schemaField: string) => `${id}-${schemaField}-error`;
  const mark = (schemaField: string, hintId?: string) =>
    invalidField(problem, schemaField, errorId(schemaField), hintId);
  const errorOf = (schemaField: string) => (
    <FieldError problem={problem} fields={schemaField} id={errorId(schemaField)} />
  );

  return (
    <div className="withdrawal">
      <ol className="steps" aria-label="Withdrawal steps">
        <li aria-current={step === 1 ? 'step' : undefined}>Required information</li>
        <li aria-current={step === 2 ? 'step' : undefined}>Amount and PayPal</li>
      </ol>

      {step === 1 ? (
        <form className="form" noValidate onSubmit={onNext} aria-labelledby={`${id}-step1`}>
          <h3 id={`${id}-step1`} ref={headingRef} tabIndex={-1}>
            Step 1 of 2: Required information
          </h3>
          <p className="hint-text">Fields marked * are required.</p>
          <div className="field-row">
            <div className="field">
              <label htmlFor={field('firstName')}>First name *</label>
              <input
                id={field('firstName')}
                type="text"
                autoComplete="given-name"
                required
                {...mark('firstName')}
                {...register('firstName')}
              />
              {errorOf('firstName')}
            </div>
            <div className="field">
              <label htmlFor={field('lastName')}>Last name *</label>
              <input
                id={field('lastName')}
                type="text"
                autoComplete="family-name"
                required
                {...mark('lastName')}
                {...register('lastName')}
              />
              {errorOf('lastName')}
            </div>
          </div>
          <div className="field-row">
            <div className="field">
              <label htmlFor={field('country')}>Country *</label>
              <select
                id={field('country')}
                autoComplete="country"
                required
                {...mark('country')}
                {...register('country', { onChange: () => setValue('province', '') })}
              >
                <option value="">Select a country</option>
                {isoCountries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
              {errorOf('country')}
            </div>
            <div className="field">
              <label htmlFor={field('province')}>Province / State *</label>
              {provinces ? (
                <select id={field('province')} required {...mark('province')} {...register('province')}>
                  <option value="">Select a province or state</option>
                  {provinces.map((p) => (
                    <option key={p.code} value={p.code}>
                      {p.name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={field('province')}
                  type="text"
                  autoComplete="address-level1"
                  required
                  {...mark('province')}
                  {...register('province')}
                />
              )}
              {errorOf('province')}
            </div>
          </div>
          <div className="field-row">
            <div className="field">
              <label htmlFor={field('city')}>City *</label>
              <input
                id={field('city')}
                type="text"
                autoComplete="address-level2"
                required
                {...mark('city')}
                {...register('city')}
              />
              {errorOf('city')}
            </div>
            <div className="field">
              <label htmlFor={field('postalCode')}>Postal / ZIP code *</label>
              <input
                id={field('postalCode')}
                type="text"
                autoComplete="postal-code"
                required
                {...mark('postalCode')}
                {...register('postalCode')}
              />
              {errorOf('postalCode')}
            </div>
          </div>
          <div className="field">
            <label htmlFor={field('addressLine1')}>Address line 1 *</label>
            <input
              id={field('addressLine1')}
              type="text"
              autoComplete="address-line1"
              required
              {...mark('addressLine1')}
              {...register('addressLine1')}
            />
            {errorOf('addressLine1')}
          </div>
          <div className="field">
            <label htmlFor={field('addressLine2')}>Address line 2 (optional)</label>
            <input
              id={field('addressLine2')}
              type="text"
              autoComplete="address-line2"
              {...mark('addressLine2')}
              {...register('addressLine2')}
            />
            {errorOf('addressLine2')}
          </div>
          <fieldset className="dob">
            <legend>Date of birth *</legend>
            <div className="dob-row">
              <div className="field">
                <label htmlFor={field('birthDay')}>Day</label>
                <select
                  id={field('birthDay')}
                  autoComplete="bday-day"
                  required
                  {...mark('dateOfBirth')}
                  {...register('birthDay')}
                >
                  <option value="">Day</option>
                  {Array.from({ length: dayCount }, (_, i) => (
                    <option key={i + 1} value={String(i + 1)}>
                      {i + 1}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={field('birthMonth')}>Month</label>
                <select
                  id={field('birthMonth')}
                  autoComplete="bday-month"
                  required
                  {...mark('dateOfBirth')}
                  {...register('birthMonth')}
                >
                  <option value="">Month</option>
                  {MONTHS.map((name, i) => (
                    <option key={name} value={String(i + 1)}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={field('birthYear')}>Year</label>
                <select
                  id={field('birthYear')}
                  autoComplete="bday-year"
                  required
                  {...mark('dateOfBirth')}
                  {...register('birthYear')}
                >
                  <option value="">Year</option>
                  {YEARS.map((y) => (
                    <option key={y} value={String(y)}>
                      {y}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {errorOf('dateOfBirth')}
          </fieldset>
          <div className="actions">
            <button type="submit" className="button button-primary">
              Next
            </button>
            <button type="button" className="button button-secondary" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-step2`}>
          <h3 id={`${id}-step2`} ref={headingRef} tabIndex={-1}>
            Step 2 of 2: Withdrawal amount
          </h3>
          <p className="hint-text">
            Paying to {getValues('firstName')} {getValues('lastName')}.
          </p>
          <div className="field">
            <label htmlFor={field('amount')}>Withdrawal amount (USD) *</label>
            <div className="money-input">
              <span aria-hidden="true">$</span>
              <input
                id={field('amount')}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="100.00"
                required
                {...mark('amountCents', `${id}-amount-hint`)}
                {...register('amount')}
              />
            </div>
            {errorOf('amountCents')}
            <p id={`${id}-amount-hint`} className="hint-text">
              Minimum {minimum}. Available: {formatMoney(cashCents)}.
            </p>
          </div>
          <div className="field">
            <label htmlFor={field('paypalEmail')}>PayPal email *</label>
            <input
              id={field('paypalEmail')}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              {...mark('paypalEmail')}
              {...register('paypalEmail')}
            />
            {errorOf('paypalEmail')}
          </div>
          <div className="check">
            <input
              id={field('acceptedTerms')}
              type="checkbox"
              required
              {...mark('acceptedTerms')}
              {...register('acceptedTerms')}
            />
            <label htmlFor={field('acceptedTerms')}>
              I agree to the{' '}
              <Link to="/terms-of-use" target="_blank" rel="noopener">
                Terms of Use
              </Link>{' '}
              and confirm the information above is correct *
            </label>
          </div>
          {errorOf('acceptedTerms')}
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={withdraw.isPending}>
              {withdraw.isPending ? 'Sending…' : 'Request withdrawal'}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setStep(1)}
              disabled={withdraw.isPending}
            >
              Back
            </button>
          </div>
        </form>
      )}
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </div>
  );
}
