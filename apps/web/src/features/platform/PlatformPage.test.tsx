import { catalogue, notices, type PartnerFigures, type PartnerInfo, type User } from '@powerplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { PlatformPage } from './PlatformPage';

const platform: User = {
  id: 3,
  displayName: 'Platform',
  email: 'p@example.com',
  role: 'platform',
  club: 'basic',
};
const defaultPartner: PartnerInfo = {
  id: 1,
  slug: 'default',
  name: 'Powerplay',
  suspended: false,
  domains: [],
};
const north: PartnerInfo = {
  id: 2,
  slug: 'north-raffle',
  name: 'North Raffle',
  suspended: false,
  domains: ['raffle.north.example.org', 'www.raffle.north.example.org'],
};
const figures: PartnerFigures[] = [
  {
    partnerId: 2,
    players: 1_204,
    entries: 37,
    prizeCents: 123_456,
    prizePoints: 1_500,
    storeRevenueCents: 1_999,
  },
  { partnerId: 1, players: 9, entries: 0, prizeCents: 0, prizePoints: 0, storeRevenueCents: 0 },
];
const error = (code: keyof typeof catalogue) =>
  json({ error: { code, ...catalogue[code] } }, catalogue[code].status);

const PARTNERS = '/api/platform/partners';

/**
 * The platform API as the page sees it, keeping the partners in `partners`: a created partner is added,
 * a suspended or resumed one changes; `onCreate` may refuse a creation instead.
 */
function api({
  user = platform,
  partners = [defaultPartner, north],
  onCreate,
}: { user?: User | null; partners?: PartnerInfo[]; onCreate?: () => Response } = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/me') return user ? json({ user }) : error('AUTH_REQUIRED');
    if (url === PARTNERS && init?.method === 'POST') {
      if (onCreate) return onCreate();
      const body = JSON.parse(init.body as string) as Omit<PartnerInfo, 'id' | 'suspended'>;
      const partner = { id: 7, slug: body.slug, name: body.name, domains: body.domains, suspended: false };
      partners.push(partner);
      return json({ partner }, 201);
    }
    const change = /^\/api\/platform\/partners\/(\d+)\/(suspend|resume)$/.exec(url);
    if (change && init?.method === 'POST') {
      const index = partners.findIndex((p) => p.id === Number(change[1]));
      partners[index] = { ...partners[index]!, suspended: change[2] === 'suspend' };
      return json({ partner: partners[index] });
    }
    if (url === PARTNERS) return json({ partners });
    if (url === '/api/platform/figures') return json({ figures });
    return json({}, 404);
  });
}

/** The partners' table's row of `name`. */
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLTableRowElement;

describe('PlatformPage (platform console)', () => {
  it('lists every partner with its figures joined by id; only a partner other than the default one can be suspended', async () => {
    api();
    renderPage(<PlatformPage />, { path: '/platform' });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Partner',
      'Short name',
      'Domains',
      'Status',
      'Players',
      'Entries',
      'Prizes',
      'Store revenue',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Powerplay',
      'North Raffle',
    ]);

    const northRow = await rowOf('North Raffle');
    // A cell's lines (a domain, a kind of prize) each on its own.
    const lines = (cell: HTMLElement) =>
      cell.querySelector('li, div')
        ? [...cell.querySelectorAll('li, div')].map((l) => l.textContent).join(' | ')
        : cell.textContent;
    expect([...northRow.cells].map(lines)).toEqual([
      'North Raffle',
      'north-raffle',
      'raffle.north.example.org | www.raffle.north.example.org',
      'Serving',
      '1,204',
      '37',
      '$1,234.56 | 1,500 Pts.',
      '$19.99',
      'Suspend North Raffle',
    ]);
    const defaultRow = await rowOf('Powerplay');
    expect(defaultRow).toHaveTextContent('Every other host');
    expect(within(defaultRow).getByText('9')).toBeInTheDocument();
    expect(within(defaultRow).queryByRole('button')).toBeNull();
  });

  it('suspends a partner only once confirmed, then shows it suspended and offers Resume', async () => {
    const fetch = api({ partners: [defaultPartner, { ...north }] });
    const u = userEvent.setup();
    renderPage(<PlatformPage />, { path: '/platform' });
    const posted = () =>
      fetch.mock.calls
        .filter(([url, init]) => url !== PARTNERS && init?.method === 'POST')
        .map(([url]) => url);

    // Back: nothing is sent.
    await u.click(await screen.findByRole('button', { name: 'Suspend North Raffle' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirm' });
    expect(dialog).toHaveTextContent('Suspend North Raffle?');
    await u.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posted()).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Suspend North Raffle' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirm' });
    await u.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posted()).toEqual(['/api/platform/partners/2/suspend']);
    expect(await screen.findByText(/North Raffle is suspended/)).toBeInTheDocument();
    const row = await rowOf('North Raffle');
    expect(within(row).getByText('Suspended')).toBeInTheDocument();

    await u.click(within(row).getByRole('button', { name: 'Resume North Raffle' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Resume' }),
    );
    expect(await within(await rowOf('North Raffle')).findByText('Serving')).toBeInTheDocument();
    expect(posted()).toEqual(['/api/platform/partners/2/suspend', '/api/platform/partners/2/resume']);
  });

  it("marks the field the contracts' schema refuses, with the catalogue message, and sends nothing", async () => {
    const fetch = api();
    const u = userEvent.setup();
    renderPage(<PlatformPage />, { path: '/platform' });
    await u.type(await screen.findByLabelText('Short name'), 'North Raffle');
    await u.type(screen.getByLabelText('Site name'), 'North Raffle');
    await u.type(screen.getByLabelText('Domains'), 'raffle.north.example.org');
    await u.click(screen.getByRole('button', { name: 'Add partner' }));

    const slug = screen.getByLabelText('Short name');
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(catalogue.PARTNER_SLUG_INVALID.message));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(catalogue.PARTNER_SLUG_INVALID.message);
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));

    // The short name fixed: the first operator's missing display name is next.
    await u.clear(slug);
    await u.type(slug, 'north-raffle');
    await u.click(screen.getByRole('button', { name: 'Add partner' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      catalogue.REGISTER_DISPLAY_NAME_REQUIRED.message,
    );
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Short name')).not.toHaveAttribute('aria-invalid');
    expect(sentBodies(fetch, PARTNERS).filter((b) => b !== null)).toEqual([]);
  });

  /** Fills the form with a valid partner and its first operator, the domains one a line. */
  async function fillIn(u: ReturnType<typeof userEvent.setup>) {
    await u.type(await screen.findByLabelText('Short name'), 'Hill-Club');
    await u.type(screen.getByLabelText('Site name'), 'Hill Club');
    await u.type(screen.getByLabelText('Domains'), 'Hill.Example.org{Enter}{Enter}www.hill.example.org');
    await u.type(screen.getByLabelText('Display name'), 'Hill Ops');
    await u.type(screen.getByLabelText('Email'), 'ops@hill.example.org');
    await u.type(screen.getByLabelText('Password'), 'hill-password');
  }

  it('adds a partner with its first operator, confirms it and lists it', async () => {
    const fetch = api({ partners: [defaultPartner, north] });
    const u = userEvent.setup();
    renderPage(<PlatformPage />, { path: '/platform' });
    await fillIn(u);
    await u.click(screen.getByRole('button', { name: 'Add partner' }));

    expect(await screen.findByText(/^Hill Club \(hill-club\) is added/)).toBeInTheDocument();
    expect(sentBodies(fetch, PARTNERS).filter((b) => b !== null)).toEqual([
      {
        slug: 'hill-club',
        name: 'Hill Club',
        domains: ['hill.example.org', 'www.hill.example.org'],
        operator: { displayName: 'Hill Ops', email: 'ops@hill.example.org', password: 'hill-password' },
      },
    ]);
    const row = await rowOf('Hill Club');
    expect(row).toHaveTextContent('Serving');
    expect(within(row).getByRole('button', { name: 'Suspend Hill Club' })).toBeInTheDocument();
    expect(screen.getByLabelText('Short name')).toHaveValue('');
  });

  it("shows the server's 409 with the catalogue message, on the short name and the domains", async () => {
    api({ onCreate: () => error('PARTNER_TAKEN') });
    const u = userEvent.setup();
    renderPage(<PlatformPage />, { path: '/platform' });
    await fillIn(u);
    await u.click(screen.getByRole('button', { name: 'Add partner' }));

    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toHaveTextContent(catalogue.PARTNER_TAKEN.message));
    for (const label of ['Short name', 'Domains']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(catalogue.PARTNER_TAKEN.message),
      );
    }
    expect(screen.queryByRole('rowheader', { name: 'Hill Club' })).toBeNull();
  });

  it('shows a failed load with Try again', async () => {
    mockFetch((url) => (url === '/api/auth/me' ? json({ user: platform }) : error('SOMETHING_WRONG')));
    renderPage(<PlatformPage />, { path: '/platform' });
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogue.SOMETHING_WRONG.message);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("refuses a partner's operator as the back office refuses a player, and sends a visitor to sign in", async () => {
    const fetch = api({ user: { ...platform, role: 'operator' } });
    const view = renderPage(<PlatformPage />, { path: '/platform' });
    expect(await screen.findByRole('alert')).toHaveTextContent(notices.PLATFORM_ONLY.message);
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/me']);
    view.unmount();

    api({ user: null });
    renderPage(<PlatformPage />, { path: '/platform' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login {"backlink":"platform"}');
  });
});
