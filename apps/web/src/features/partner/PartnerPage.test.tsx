import { catalogue, notices } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { PartnerPage } from './PartnerPage';

async function fill(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText('Name'), 'Pat Partner');
  await u.type(screen.getByLabelText('Email'), 'pat@charity.example');
  await u.type(screen.getByLabelText('Phone Number'), '4165550100');
  await u.type(screen.getByLabelText('Message'), 'We run a weekly charity draw.');
}

describe('PartnerPage', () => {
  it('asks to fill out the form, then sends it, thanks and goes home', async () => {
    const fetch = mockFetch(() => json({ id: 7 }, 201));
    const u = userEvent.setup();
    renderPage(<PartnerPage />, { path: '/partner' });

    await u.click(screen.getByRole('button', { name: 'Partner with us!' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(catalogue.PARTNER_FORM_INCOMPLETE.message);
    await u.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Partner with us' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Partner with us!' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(notices.PARTNER_SENT.message);
    expect(sentBodies(fetch, '/api/partner-enquiries')).toEqual([
      {
        name: 'Pat Partner',
        email: 'pat@charity.example',
        phone: '4165550100',
        message: 'We run a weekly charity draw.',
      },
    ]);
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the server error and returns home when it is closed', async () => {
    mockFetch(() => json({ error: { code: 'BAD_REQUEST', ...catalogue.BAD_REQUEST } }, 400));
    const u = userEvent.setup();
    renderPage(<PartnerPage />, { path: '/partner' });
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Partner with us!' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sorry!');
    expect(dialog).toHaveTextContent(catalogue.BAD_REQUEST.message);
    await u.keyboard('{Escape}');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('takes digits only in the phone number', async () => {
    mockFetch(() => json({ id: 1 }, 201));
    const u = userEvent.setup();
    renderPage(<PartnerPage />, { path: '/partner' });
    const phone = screen.getByLabelText('Phone Number');
    await u.type(phone, '+1 (416) 555-0100 ext');
    expect(phone).toHaveValue('14165550100');
    expect(phone).toHaveAccessibleDescription('Digits only, with the area code.');
  });
});
