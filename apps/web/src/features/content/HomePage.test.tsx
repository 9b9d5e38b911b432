import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('promises the teams of the four leagues that have contests (NFL and NBA have them now)', async () => {
    mockFetch((url) =>
      url === '/api/content/pages/home'
        ? json({
            page: {
              slug: 'home',
              title: 'Live-play games',
              intro: 'Play along live.',
              bodyHtml: '<p>Welcome.</p>',
              blocks: [],
              updatedAt: '2026-01-01T00:00:00Z',
            },
          })
        : json({ error: { code: 'NOT_FOUND', title: 'Page not found', message: 'x' } }, 404),
    );
    renderPage(<HomePage />);
    const cards = await screen.findByRole('list', { name: 'Get started' });
    const sports = within(cards).getByRole('heading', { name: 'Live sports games' }).closest('li')!;
    expect(sports).toHaveTextContent('Pick real NFL, NBA, MLB and NHL teams');
  });
});
