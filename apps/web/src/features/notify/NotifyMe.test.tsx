import { catalogue, notices } from '@powerplay/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { NotifyMe } from './NotifyMe';

describe('NotifyMe', () => {
  it('goes normal → email input → thank-you → hidden, sending only a valid email', async () => {
    const fetch = mockFetch(() => json({ id: 1 }, 201));
    const u = userEvent.setup();
    const { container } = renderPage(
      <div data-testid="slide">
        <NotifyMe topic="nba" />
      </div>,
    );

    // normal
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Notify Me' }));

    // clicked: an email input, focused
    const input = screen.getByLabelText(/your email/i);
    expect(input).toHaveFocus();

    // an empty or invalid address sends nothing and says why
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogue.NOTIFY_EMAIL_INVALID.message);
    await u.type(input, 'fan@nowhere');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(catalogue.NOTIFY_EMAIL_INVALID.message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();

    // valid: sent once, then the thank-you notice
    await u.clear(input);
    await u.type(input, 'fan@example.com');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent(notices.NOTIFY_THANKS.title);
    expect(thanks).toHaveTextContent(notices.NOTIFY_THANKS.message);
    expect(sentBodies(fetch, '/api/notify-requests')).toEqual([{ email: 'fan@example.com', topic: 'nba' }]);

    // Dismiss hides the widget
    await u.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByTestId('slide')).toBeEmptyDOMElement();
    expect(container.querySelector('.notify')).toBeNull();
  });

  it('keeps the form and shows the server error when sending fails', async () => {
    mockFetch(() => json({ error: { code: 'RATE_LIMITED', ...catalogue.RATE_LIMITED } }, 429));
    const u = userEvent.setup();
    renderPage(<NotifyMe topic="mlb" gameName="MLB Pick 5" />);
    await u.click(screen.getByRole('button', { name: 'Notify Me about MLB Pick 5' }));
    await u.type(screen.getByLabelText(/your email/i), 'fan@example.com');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogue.RATE_LIMITED.message);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
