import { catalogue, provincesByCountry } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { RegisterPage } from './RegisterPage';

const user = { id: 1, displayName: 'Lucky Seven', email: 'lucky@example.com', role: 'player', club: 'basic' };

async function submitAndExpect(
  u: ReturnType<typeof userEvent.setup>,
  message: string,
  field?: string | RegExp,
) {
  await u.click(screen.getByRole('button', { name: 'Sign up' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Alert')).toBeInTheDocument();
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  // Only one message at a time.
  expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  await u.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  // The field concerned is marked inline too, described by the same text; no other field is.
  if (field !== undefined) {
    const input = screen.getByLabelText(field);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
  }
}

describe('RegisterPage', () => {
  it('reports the first failing field, in the spec order, and sends only a valid form', async () => {
    const fetch = mockFetch(() => json({ user, token: 't' }, 201));
    const u = userEvent.setup();
    renderPage(<RegisterPage />, { path: '/register' });

    // No entry in progress: the plain heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();

    await submitAndExpect(u, catalogue.REGISTER_DISPLAY_NAME_REQUIRED.message, 'Display Name');
    await u.type(screen.getByLabelText('Display Name'), 'Lucky Seven');
    await submitAndExpect(u, catalogue.REGISTER_EMAIL_REQUIRED.message, 'Email');
    await u.type(screen.getByLabelText('Email'), 'not-an-email');
    await submitAndExpect(u, catalogue.REGISTER_EMAIL_INVALID.message, 'Email');
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'lucky@example.com');
    await submitAndExpect(u, catalogue.REGISTER_PASSWORD_REQUIRED.message, 'Password');
    await u.type(screen.getByLabelText('Password'), 'short');
    await submitAndExpect(u, catalogue.REGISTER_PASSWORD_TOO_SHORT.message, 'Password');
    await u.type(screen.getByLabelText('Password'), '-but-now-long');
    await submitAndExpect(u, catalogue.REGISTER_COUNTRY_REQUIRED.message, 'Country');
    await u.selectOptions(screen.getByLabelText('Country'), 'CA');
    await submitAndExpect(u, catalogue.REGISTER_PROVINCE_REQUIRED.message, 'Province / State');
    await u.selectOptions(screen.getByLabelText('Province / State'), 'ON');
    await submitAndExpect(u, catalogue.REGISTER_OVER18_REQUIRED.message, 'I am 18 years of age or older');
    await u.click(screen.getByLabelText('I am 18 years of age or older'));
    await submitAndExpect(u, catalogue.REGISTER_TERMS_REQUIRED.message, /I accept the Terms/);

    expect(fetch).not.toHaveBeenCalled();

    await u.click(screen.getByLabelText(/I accept the Terms of Use and Privacy Policy/));
    await u.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(sentBodies(fetch, '/api/auth/register')).toEqual([
      {
        displayName: 'Lucky Seven',
        email: 'lucky@example.com',
        password: 'short-but-now-long',
        country: 'CA',
        province: 'ON',
        over18: true,
        acceptedTerms: true,
      },
    ]);
  });

  it('lists the provinces or states of the chosen country and resets the choice when it changes', async () => {
    mockFetch(() => json({}, 500));
    const u = userEvent.setup();
    renderPage(<RegisterPage />, { path: '/register' });
    const province = screen.getByLabelText('Province / State');
    const optionValues = () =>
      within(province)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value);

    expect(optionValues()).toEqual(['']);
    expect(within(province).getByRole('option', { name: 'Select Province / State' })).toBeInTheDocument();

    await u.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(optionValues()).toEqual(['', ...provincesByCountry.CA.map((p) => p.code)]);
    expect(within(province).getByRole('option', { name: 'Quebec' })).toBeInTheDocument();

    await u.selectOptions(province, 'QC');
    expect(province).toHaveValue('QC');

    await u.selectOptions(screen.getByLabelText('Country'), 'US');
    expect(province).toHaveValue('');
    expect(optionValues()).toHaveLength(52);
    expect(within(province).getByRole('option', { name: 'District of Columbia' })).toBeInTheDocument();
    expect(within(province).queryByRole('option', { name: 'Quebec' })).not.toBeInTheDocument();
  });

  it('shows the server error and returns to the backlink with the selection on success', async () => {
    let taken = true;
    mockFetch(() =>
      taken
        ? json({ error: { code: 'EMAIL_TAKEN', ...catalogue.EMAIL_TAKEN } }, 409)
        : json({ user, token: 't' }, 201),
    );
    const u = userEvent.setup();
    renderPage(<RegisterPage />, {
      path: '/register',
      state: { backlink: 'draft-day-teams', selected: [3, 1, 2] },
    });
    // An entry in progress: the heading says what signing up is for.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create your account to complete your entry' }),
    ).toBeInTheDocument();

    await u.type(screen.getByLabelText('Display Name'), 'Lucky Seven');
    await u.type(screen.getByLabelText('Email'), 'lucky@example.com');
    await u.type(screen.getByLabelText('Password'), 'long-enough');
    await u.selectOptions(screen.getByLabelText('Country'), 'US');
    await u.selectOptions(screen.getByLabelText('Province / State'), 'NY');
    await u.click(screen.getByLabelText('I am 18 years of age or older'));
    await u.click(screen.getByLabelText(/I accept the Terms/));
    await submitAndExpect(u, catalogue.EMAIL_TAKEN.message, 'Email');

    taken = false;
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/draft-day-teams {"selected":[3,1,2]}');
  });

  it('toggles the password visibility', async () => {
    mockFetch(() => json({}, 500));
    const u = userEvent.setup();
    renderPage(<RegisterPage />, { path: '/register' });
    const toggle = screen.getByRole('button', { name: /show password/i });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});
