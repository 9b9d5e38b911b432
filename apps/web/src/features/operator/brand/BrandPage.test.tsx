import { catalogue, defaultBrand, formatMessage, notices, type Brand } from '@powerplay/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../../test/render';
import { BrandPage } from './BrandPage';

const brand: Brand = { version: 3, ...defaultBrand, logo: null, favicon: null };
const URL = '/api/operator/brand';

describe('BrandPage (back office)', () => {
  it('shows the contrast live, previews the brand, and saves it with the version it started from', async () => {
    const fetch = mockFetch((url, init) =>
      url === URL && init?.method === 'PUT'
        ? json({ brand: { ...brand, version: 4, siteName: 'Acme' } })
        : json({ brand }),
    );
    const u = userEvent.setup();
    renderPage(<BrandPage />);
    const name = await screen.findByLabelText('Site name');
    expect(name).toHaveValue('Powerplay');
    expect(
      screen.getByText(/^Every text readable \(WCAG AA\): the lowest is .+, [\d.]+:1\.$/),
    ).toBeInTheDocument();

    // An unreadable accent: the form names the pair as the server would.
    const accent = screen.getByRole('textbox', { name: 'Accent colour' });
    await u.clear(accent);
    await u.type(accent, '#2a3a6a');
    expect(
      screen.getByText(
        /^Links on the page background has a contrast of 1\.87:1 \(#31406d on #071026\); .* An accent such as #768bc1 would be readable\.$/,
      ),
    ).toBeInTheDocument();

    // A light theme: the preview takes the theme the server would write (dark text on the light page).
    const primary = screen.getByRole('textbox', { name: 'Primary colour' });
    await u.clear(primary);
    await u.type(primary, '#f1faee');
    await u.clear(accent);
    await u.type(accent, '#1d3557');
    const preview = screen.getByRole('region', { name: 'Live preview' });
    expect(preview.style.getPropertyValue('--text')).toBe('#111a2e');
    expect(preview.style.getPropertyValue('--navy-800')).toBe('#f1faee');
    expect(preview.style.getPropertyValue('--on-accent')).toBe('#f7fff5');
    expect(screen.getByText(/^Every text readable/)).toBeInTheDocument();
    await u.clear(primary);
    await u.type(primary, '#0b1733');
    await u.clear(accent);
    await u.type(accent, '#f5c542');

    await u.clear(name);
    await u.type(name, 'Acme');
    expect(screen.getByRole('region', { name: 'Live preview' })).toHaveTextContent('Acme');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      formatMessage(notices.BRAND_SAVED.message, { version: 4 }),
    );
    const [body] = sentBodies(fetch, URL).filter((b) => b !== null);
    expect(body).toMatchObject({ expectedVersion: 3, siteName: 'Acme', accentColor: '#f5c542' });
  });

  it('shows the server’s refusal with the catalogue message', async () => {
    const refusal = formatMessage(catalogue.BRAND_SVG_UNSAFE.message, { reason: 'a script element' });
    mockFetch((url, init) =>
      url === URL && init?.method === 'PUT'
        ? json(
            {
              error: { code: 'BRAND_SVG_UNSAFE', title: catalogue.BRAND_SVG_UNSAFE.title, message: refusal },
            },
            400,
          )
        : json({ brand }),
    );
    const u = userEvent.setup();
    renderPage(<BrandPage />);
    await screen.findByLabelText('Site name');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toHaveTextContent(refusal));
  });
});
