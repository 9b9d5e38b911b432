import type { withdrawalDetailsSchema, withdrawalRequestSchema } from '@powerplay/contracts';
import { parseDollarsToCents } from '../../lib/money';
import { Refusal, type Unchecked } from '../../lib/validation';

/** The withdrawal form's boxes: text as typed, the date of birth in three lists, the amount in dollars. */
export interface WithdrawalFormValues {
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

export const DEFAULTS: WithdrawalFormValues = {
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

/** The request's fields of each step, in the order their problems are reported. */
export const STEP_ONE_FIELDS = [
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
export const STEP_TWO_FIELDS = ['amountCents', 'paypalEmail', 'acceptedTerms'] as const;

export const MONTHS = [
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
/** Years 1930 to 2020 (newest first, the usual order of a birth-year list). */
export const YEARS = Array.from({ length: 2020 - 1930 + 1 }, (_, i) => 2020 - i);

/** The days of the chosen month (31 before one is chosen). */
export function daysIn(month: string, year: string): number {
  if (!month) return 31;
  // A leap year when the year is not chosen yet, so 29 February stays possible.
  return new Date(Date.UTC(Number(year || 2000), Number(month), 0)).getUTCDate();
}

const pad2 = (n: string) => n.padStart(2, '0');

function dateOfBirth(v: WithdrawalFormValues): string {
  if (!v.birthDay || !v.birthMonth || !v.birthYear) return '';
  return `${v.birthYear}-${pad2(v.birthMonth)}-${pad2(v.birthDay)}`;
}

/** Step 1 as the request's details (`withdrawalDetailsSchema`'s input). */
export function toDetails(v: WithdrawalFormValues): Unchecked<typeof withdrawalDetailsSchema> {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    country: v.country,
    province: v.province,
    city: v.city,
    postalCode: v.postalCode,
    addressLine1: v.addressLine1,
    addressLine2: v.addressLine2.trim() ? v.addressLine2 : undefined,
    dateOfBirth: dateOfBirth(v),
  };
}

/**
 * Both steps as the request (`withdrawalRequestSchema`'s input). The amount is parsed as text into whole
 * cents and checked against the minimum and the cash balance first: those are its refusals.
 */
export function toRequest(
  v: WithdrawalFormValues,
  { minimumCents, cashCents }: { minimumCents: number; cashCents: number },
): Unchecked<typeof withdrawalRequestSchema> | Refusal {
  const amountCents = parseDollarsToCents(v.amount);
  if (amountCents === null) return new Refusal('amountCents', 'AMOUNT_INVALID');
  if (amountCents < minimumCents) return new Refusal('amountCents', 'WITHDRAWAL_BELOW_MINIMUM');
  if (amountCents > cashCents) return new Refusal('amountCents', 'WITHDRAWAL_OVER_BALANCE');
  return {
    ...toDetails(v),
    amountCents,
    paypalEmail: v.paypalEmail,
    acceptedTerms: v.acceptedTerms,
  };
}
