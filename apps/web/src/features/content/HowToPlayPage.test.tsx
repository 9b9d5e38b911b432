import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { HowToPlayPage, promoSlides } from './HowToPlayPage';
import { PromoCarousel } from './PromoCarousel';

/** The one slide shown: the others stay in the track but are hidden from assistive tech and inert. */
function visibleSlide() {
  const all = screen.getAllByRole('group', { hidden: true });
  expect(all).toHaveLength(promoSlides.length);
  const visible = screen.getAllByRole('group');
  expect(visible).toHaveLength(1);
  const others = all.filter((el) => el !== visible[0]);
  expect(others.every((el) => el.getAttribute('aria-hidden') === 'true' && el.hasAttribute('inert'))).toBe(
    true,
  );
  expect(visible[0]).not.toHaveAttribute('inert');
  return visible[0]!;
}

describe('PromoCarousel', () => {
  it('wraps around with the arrows: last → first and first → last', async () => {
    const u = userEvent.setup();
    renderPage(<PromoCarousel label="Games" slides={promoSlides} />);
    const count = promoSlides.length;
    const first = promoSlides[0]!.title;
    const last = promoSlides[count - 1]!.title;

    expect(visibleSlide()).toHaveAccessibleName(`1 of ${count}: ${first}`);
    await u.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toHaveAccessibleName(`${count} of ${count}: ${last}`);
    await u.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toHaveAccessibleName(`1 of ${count}: ${first}`);

    for (let i = 1; i < count; i++) await u.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toHaveAccessibleName(`${count} of ${count}: ${last}`);
    await u.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toHaveAccessibleName(`1 of ${count}: ${first}`);
  });
});

describe('HowToPlayPage', () => {
  it('shows the Baseball Blackjack blurb and the four numbered steps from the server', async () => {
    mockFetch((url) =>
      url === '/api/content/pages/how-to-play'
        ? json({
            page: {
              slug: 'how-to-play',
              title: 'How to play',
              intro: 'Getting started takes a few minutes.',
              bodyHtml: '<p>See the <a href="/faq">FAQ</a>.</p>',
              blocks: ['Create your account', 'Choose a game', 'Make your picks', 'Play live'].map(
                (heading) => ({
                  heading,
                  html: `<p>${heading} step.</p>`,
                }),
              ),
              updatedAt: '2026-01-01T00:00:00Z',
            },
          })
        : json({ error: { code: 'NOT_FOUND', title: 'Page not found', message: 'x' } }, 404),
    );
    renderPage(<HowToPlayPage />, { path: '/how-to-play' });

    expect(
      await screen.findByText(
        'Pick 1 to 10 teams whose combined runs total exactly 21. More than 21 runs is a bust.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'How to play' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Four steps to your first game' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Create your account',
      'Choose a game',
      'Make your picks',
      'Play live',
    ]);
    expect(items.map((li) => li.querySelector('.numbered-badge')?.textContent)).toEqual(['1', '2', '3', '4']);
    expect(await screen.findByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    // DOMPurify itself is exercised in Chromium by the end-to-end suite: under happy-dom it does not
    // sanitize reliably, so this test does not assert on script removal.
    expect(document.title).toBe('How to play · Powerplay');
  });
});
