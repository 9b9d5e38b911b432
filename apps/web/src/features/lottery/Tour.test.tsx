import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeTour, Tour, TOUR_GAP, type TourLayout, type TourState } from './Tour';

// On a phone the tour covered the powerplays it was explaining, and its title could
// hide under the sticky header. placeTour decides where the guide goes and how far the page scrolls.

/** A 375 × 667 phone: the header ends at 69, the guide is a 190 px sheet across the screen. */
const phone = (target: TourLayout['target'], room = { up: 400, down: 400 }): TourLayout => ({
  target,
  inset: 69,
  guide: { height: 190, sharesColumns: true },
  viewport: 667,
  room,
});

/** Where the part is once the page has scrolled, and whether the guide covers any of it. */
function after(layout: TourLayout) {
  const plan = placeTour(layout);
  const top = layout.target.top - plan.scrollBy;
  const bottom = layout.target.bottom - plan.scrollBy;
  const guide =
    plan.at === 'bottom'
      ? [layout.viewport - TOUR_GAP - layout.guide.height, layout.viewport - TOUR_GAP]
      : [layout.inset + TOUR_GAP, layout.inset + TOUR_GAP + layout.guide.height];
  const covered = layout.guide.sharesColumns && top < guide[1]! && guide[0]! < bottom;
  return { ...plan, top, bottom, covered };
}

describe('placeTour', () => {
  it('keeps a phone sheet at the bottom and scrolls the powerplays into the space above it', () => {
    // My Powerplays (278 px) starts low on the screen: under where the sheet goes.
    const result = after(phone({ top: 446, bottom: 724 }));
    expect(result.at).toBe('bottom');
    expect(result.covered).toBe(false);
    expect(result.top).toBeGreaterThanOrEqual(69);
    expect(result.bottom).toBeLessThanOrEqual(667 - TOUR_GAP - 190);
  });

  it('goes under the header when the page cannot scroll the part above the sheet', () => {
    // The end of the page: the part stays low, so the guide goes to the top, clear of the header.
    const result = after(phone({ top: 430, bottom: 640 }, { up: 600, down: 0 }));
    expect(result).toMatchObject({ at: 'top', scrollBy: 0, covered: false });
  });

  it('does not scroll when the part is already clear of the guide', () => {
    expect(placeTour(phone({ top: 120, bottom: 300 }))).toEqual({ at: 'bottom', scrollBy: 0 });
  });

  it('brings a part from under the sticky header back into view', () => {
    const result = after(phone({ top: 20, bottom: 200 }));
    expect(result.at).toBe('bottom');
    expect(result.top).toBe(69);
    expect(result.covered).toBe(false);
  });

  it('shows the start of a part taller than the free space, under the header', () => {
    const result = after(phone({ top: 300, bottom: 900 }));
    expect(result.top).toBe(result.at === 'bottom' ? 69 : 69 + 2 * TOUR_GAP + 190);
  });

  it('leaves the page alone when a corner guide shares no columns with the part (a wide screen)', () => {
    const wide = {
      target: { top: 500, bottom: 740 },
      inset: 69,
      guide: { height: 230, sharesColumns: false },
      viewport: 768,
      room: { up: 300, down: 300 },
    };
    expect(placeTour(wide)).toEqual({ at: 'bottom', scrollBy: 0 });
    // Below the fold: scrolled into view.
    expect(placeTour({ ...wide, target: { top: 800, bottom: 1000 } })).toEqual({
      at: 'bottom',
      scrollBy: 232,
    });
  });
});

describe('Tour', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it("puts its title under the sticky header, whatever the header's height", () => {
    const header = document.createElement('header');
    header.className = 'site-header';
    header.style.position = 'sticky';
    document.body.append(header);
    const target = document.createElement('section');
    target.id = 'lotto-powerplays';
    document.body.append(target);
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 375, height: 120 }),
    );
    const tour: TourState = { step: 0, next: vi.fn(), close: vi.fn(), hideForGood: vi.fn() };
    render(<Tour tour={tour} />);
    const guide = screen.getByRole('dialog', { name: 'My Powerplays' });
    expect(guide.style.getPropertyValue('--tour-top')).toBe(`${120 + TOUR_GAP}px`);
    // Never taller than the screen under the header: the title cannot be pushed under it.
    expect(guide.style.getPropertyValue('--tour-max-height')).toBe(
      `${window.innerHeight - 120 - 2 * TOUR_GAP}px`,
    );
  });
});
