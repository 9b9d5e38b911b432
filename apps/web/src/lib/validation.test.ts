import { catalogue, loginRequestSchema, notices, withdrawalRequestSchema } from '@powerplay/contracts';
import { describe, expect, it } from 'vitest';
import { contractResolver, firstError, Refusal } from './validation';

const textOf = ({ title, message }: { title: string; message: string }) => ({ title, message });

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('contractResolver', () => {
  it('answers the schema’s output for a valid form, and its issues keyed by the request’s fields', async () => {
    const resolver = contractResolver(loginRequestSchema);
    expect(await resolver({ login: ' ada ', password: 'secret' }, undefined, options)).toEqual({
      values: { login: 'ada', password: 'secret' },
      errors: {},
    });
    const refused = await resolver({ login: '', password: '' }, undefined, options);
    expect(refused.values).toEqual({});
    expect(firstError(refused.errors, ['login', 'password'])).toEqual({
      field: 'login',
      message: textOf(catalogue.LOGIN_EMAIL_REQUIRED),
    });
    expect(firstError(refused.errors, ['password', 'login']).field).toBe('password');
  });

  it('reports what toInput refused before the schema', async () => {
    const resolver = contractResolver(
      withdrawalRequestSchema,
      () => new Refusal('amountCents', 'AMOUNT_INVALID'),
    );
    const { errors } = await resolver({}, undefined, options);
    expect(firstError(errors, ['amountCents'])).toEqual({
      field: 'amountCents',
      message: textOf(notices.AMOUNT_INVALID),
    });
  });
});

describe('firstError', () => {
  it('fills the message’s placeholders, and leaves an unlisted field to the form as a whole', () => {
    expect(
      firstError({ amountCents: { type: 'refused', message: 'WITHDRAWAL_BELOW_MINIMUM' } }, ['amountCents'], {
        min: '$100.00',
      }),
    ).toEqual({
      field: 'amountCents',
      message: { title: 'Sorry!', message: 'The minimum withdrawal is $100.00' },
    });
    expect(
      firstError({ prizes: [{ kind: { type: 'x', message: 'SPORTS_CONTEST_INVALID' } }] }, ['name']),
    ).toEqual({
      field: null,
      message: {
        title: catalogue.SPORTS_CONTEST_INVALID.title,
        message: catalogue.SPORTS_CONTEST_INVALID.message,
      },
    });
  });
});
