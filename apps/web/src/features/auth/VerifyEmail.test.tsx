import { catalogue, notices } from '@powerplay/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { VerifyEmailPage } from './VerifyEmailPage';

describe('the email confirmation link', () => {
  it("confirms the email once with the link's token and says so", async () => {
    const fetch = mockFetch(() => new Response(null, { status: 204 }));
    renderPage(<VerifyEmailPage />, { path: '/verify-email', at: '/verify-email?token=abc123' });
    expect(await screen.findByText(notices.VERIFIED.message)).toBeInTheDocument();
    expect(sentBodies(fetch, '/api/auth/email-verifications/confirm')).toEqual([{ token: 'abc123' }]);
  });

  it('says a used or expired link is not valid, and where to have a new one sent', async () => {
    mockFetch(() => json({ error: { code: 'VERIFY_LINK_INVALID', ...catalogue.VERIFY_LINK_INVALID } }, 400));
    renderPage(<VerifyEmailPage />, { path: '/verify-email', at: '/verify-email?token=spent' });
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogue.VERIFY_LINK_INVALID.message);
    expect(screen.getByRole('link', { name: 'Have a new link sent from My Account' })).toHaveAttribute(
      'href',
      '/my-account/responsible-gaming',
    );
  });
});
