import { catalogue, notices } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { WithdrawalForm } from './WithdrawalForm';

const withdrawal = {
  id: 7,
  userId: 3,
  amountCents: 10010,
  paypalEmail: 'pay@example.com',
  status: 'pending',
  createdAt: '2026-01-05T15:00:00.000Z',
  decidedAt: null,
};

type U = ReturnType<typeof userEvent.setup>;
type WithdrawalFormProps = ComponentProps<typeof WithdrawalForm>;

async function fillStepOne(u: U) {
  await u.type(screen.getByLabelText('First name *'), 'Ada');
  await u.type(screen.getByLabelText('Last name *'), 'Lovelace');
  await u.selectOptions(screen.getByLabelText('Country *'), 'CA');
  // Canada: the province is a list.
  await u.selectOptions(screen.getByLabelText('Province / State *'), 'ON');
  await u.type(screen.getByLabelText('City *'), 'Toronto');
  await u.type(screen.getByLabelText('Postal / ZIP code *'), 'M5V 2T6');
  await u.type(screen.getByLabelText('Address line 1 *'), '1 Front St');
  await u.selectOptions(screen.getByLabelText('Day'), '9');
  await u.selectOptions(screen.getByLabelText('Month'), '12');
  await u.selectOptions(screen.getByLabelText('Year'), '1985');
}

/**
 * A problem shows exactly once, beside the form, as an alert — never again in a dialog. Answers
 * the alert.
 */
async function expectProblemOnce(text: string | RegExp) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(text);
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getAllByText(text)).toHaveLength(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  return alert;
}

describe('WithdrawalForm', () => {
  it('offers every country, the CA/US lists, and birth years 1930 to 2020', async () => {
    mockFetch(() => json({}));
    const u = userEvent.setup();
    renderPage(
      <WithdrawalForm cashCents={50_000} minimumCents={10_000} onSuccess={vi.fn()} onCancel={vi.fn()} />,
    );
    const countries = within(screen.getByLabelText('Country *')).getAllByRole('option');
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.map((o) => o.textContent)).toContain('Japan');
    const years = within(screen.getByLabelText('Year'))
      .getAllByRole('option')
      .slice(1)
      .map((o) => Number(o.getAttribute('value')));
    expect(Math.min(...years)).toBe(1930);
    expect(Math.max(...years)).toBe(2020);
    // Another country: the province is free text.
    await u.selectOptions(screen.getByLabelText('Country *'), 'JP');
    expect(screen.getByLabelText('Province / State *').tagName).toBe('INPUT');
    await u.selectOptions(screen.getByLabelText('Country *'), 'US');
    expect(
      within(screen.getByLabelText('Province / State *')).getByRole('option', { name: 'Texas' }),
    ).toBeInTheDocument();
  });

  it('goes through the two steps, requires the terms, sends exact cents and shows the server error', async () => {
    let attempts = 0;
    const fetch = mockFetch(() =>
      ++attempts === 1
        ? json({ error: { code: 'WITHDRAWAL_OVER_BALANCE', ...catalogue.WITHDRAWAL_OVER_BALANCE } }, 409)
        : json({ withdrawal }, 201),
    );
    const onSuccess = vi.fn();
    const u = userEvent.setup();
    renderPage(
      <WithdrawalForm cashCents={50_000} minimumCents={10_000} onSuccess={onSuccess} onCancel={vi.fn()} />,
    );

    // Step 1 is required before step 2.
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await expectProblemOnce(catalogue.WITHDRAWAL_FIELD_REQUIRED.message);
    await fillStepOne(u);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Step 2 of 2/ })).toBeInTheDocument();
    expect(screen.getByText(/Minimum \$100\.00/)).toBeInTheDocument();

    const amount = screen.getByLabelText('Withdrawal amount (USD) *');
    await u.type(amount, '99.99');
    await u.type(screen.getByLabelText('PayPal email *'), 'pay@example.com');
    await u.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await expectProblemOnce('The minimum withdrawal is $100.00');

    await u.clear(amount);
    await u.type(amount, '100.10');
    await u.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await expectProblemOnce(catalogue.WITHDRAWAL_TERMS_REQUIRED.message);
    expect(fetch).not.toHaveBeenCalled();

    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await u.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    // The server's refusal concerns the amount: shown under it, like the form's own problems.
    await expectProblemOnce(catalogue.WITHDRAWAL_OVER_BALANCE.message);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(new RegExp(`^${catalogue.WITHDRAWAL_OVER_BALANCE.message}`));
    expect(amount).toHaveFocus();

    // The same submission again reuses its Idempotency-Key.
    await u.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith(withdrawal));

    const bodies = sentBodies(fetch, '/api/wallet/withdrawals');
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'CA',
      province: 'ON',
      city: 'Toronto',
      postalCode: 'M5V 2T6',
      addressLine1: '1 Front St',
      dateOfBirth: '1985-12-09',
      amountCents: 10010,
      paypalEmail: 'pay@example.com',
      acceptedTerms: true,
    });
    const keys = fetch.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('refuses an amount that is not dollars and cents, and one over the balance', async () => {
    const fetch = mockFetch(() => json({ withdrawal }, 201));
    const u = userEvent.setup();
    renderPage(
      <WithdrawalForm cashCents={15_000} minimumCents={10_000} onSuccess={vi.fn()} onCancel={vi.fn()} />,
    );
    await fillStepOne(u);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    const amount = await screen.findByLabelText('Withdrawal amount (USD) *');
    await u.type(amount, '100.005');
    await u.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await expectProblemOnce(notices.AMOUNT_INVALID.message);
    await u.clear(amount);
    await u.type(amount, '150.01');
    await u.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await expectProblemOnce(catalogue.WITHDRAWAL_OVER_BALANCE.message);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts from the profile, and shows the problem once, under the field concerned, focused', async () => {
    const fetch = mockFetch(() => json({}));
    const u = userEvent.setup();
    renderPage(
      <WithdrawalForm
        prefill={{ firstName: 'Ada', lastName: 'Lovelace', country: 'CA', province: 'ON' }}
        cashCents={50_000}
        minimumCents={10_000}
        onSuccess={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('First name *')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name *')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Country *')).toHaveValue('CA');
    expect(screen.getByLabelText('Province / State *')).toHaveValue('ON');

    // The first missing field is the city: it is marked, described by the one alert, and focused.
    await u.click(screen.getByRole('button', { name: 'Next' }));
    const alert = await expectProblemOnce(catalogue.WITHDRAWAL_FIELD_REQUIRED.message);
    const city = screen.getByLabelText('City *');
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription(catalogue.WITHDRAWAL_FIELD_REQUIRED.message);
    expect(city.getAttribute('aria-describedby')).toContain(alert.id);
    expect(city).toHaveFocus();
    expect(screen.getByLabelText('First name *')).not.toHaveAttribute('aria-invalid');

    await u.type(city, 'Toronto');
    await u.type(screen.getByLabelText('Postal / ZIP code *'), 'M5V 2T6');
    await u.type(screen.getByLabelText('Address line 1 *'), '1 Front St');
    await u.selectOptions(screen.getByLabelText('Day'), '9');
    await u.selectOptions(screen.getByLabelText('Month'), '12');
    await u.selectOptions(screen.getByLabelText('Year'), '1985');
    await u.click(screen.getByRole('button', { name: 'Next' }));

    // Step 2: an amount that is not dollars and cents marks the amount, keeping its hint.
    const amount = await screen.findByLabelText('Withdrawal amount (USD) *');
    await u.type(amount, '12.345');
    await u.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await expectProblemOnce('Please enter an amount in dollars and cents, for example 100.00');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(
      /^Please enter an amount in dollars and cents.*Minimum \$100\.00/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes the country and province from the profile when it arrives after the form opened', async () => {
    mockFetch(() => json({}));
    const u = userEvent.setup();
    function ProfileLater() {
      const [prefill, setPrefill] = useState<WithdrawalFormProps['prefill']>(undefined);
      return (
        <>
          <button
            type="button"
            onClick={() =>
              setPrefill({ firstName: 'Grace', lastName: 'Hopper', country: 'US', province: 'TX' })
            }
          >
            Profile loaded
          </button>
          <WithdrawalForm
            prefill={prefill}
            cashCents={50_000}
            minimumCents={10_000}
            onSuccess={vi.fn()}
            onCancel={vi.fn()}
          />
        </>
      );
    }
    renderPage(<ProfileLater />);
    expect(screen.getByLabelText('Country *')).toHaveValue('');
    // What the player typed meanwhile stays.
    await u.type(screen.getByLabelText('First name *'), 'Ada');
    await u.click(screen.getByRole('button', { name: 'Profile loaded' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Country *')).toHaveValue('US'));
    expect(screen.getByLabelText('Province / State *')).toHaveValue('TX');
    expect(screen.getByLabelText('First name *')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name *')).toHaveValue('Hopper');
  });

  it('shows a refusal of the whole form once, above the buttons, as an alert', async () => {
    mockFetch(() => json({ error: { code: 'UNAVAILABLE', ...catalogue.UNAVAILABLE } }, 503));
    const u = userEvent.setup();
    renderPage(
      <WithdrawalForm cashCents={50_000} minimumCents={10_000} onSuccess={vi.fn()} onCancel={vi.fn()} />,
    );
    await fillStepOne(u);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await u.type(await screen.findByLabelText('Withdrawal amount (USD) *'), '100.00');
    await u.type(screen.getByLabelText('PayPal email *'), 'pay@example.com');
    await u.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await u.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const alert = await expectProblemOnce(catalogue.UNAVAILABLE.message);
    expect(alert.nextElementSibling).toContainElement(
      screen.getByRole('button', { name: 'Request withdrawal' }),
    );
    expect(screen.getByLabelText('Withdrawal amount (USD) *')).not.toHaveAttribute('aria-invalid');
  });
});
