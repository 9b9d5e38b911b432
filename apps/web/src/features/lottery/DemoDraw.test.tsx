import { notices } from '@powerplay/contracts';
import { demoLeadIn, demoTimings, drawBalls, gameTypeConfigs } from '@powerplay/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { DemoDraw } from './DemoDraw';

const T0 = Date.parse('2030-01-01T12:00:00Z');
const config = gameTypeConfigs['747'];
// The seed the demo gets when the browser's random bytes are all zero: its balls are known.
const balls = drawBalls('00'.repeat(32), 'demo', config.balls, config);
/** Seven numbers none of which is drawn: a losing demo. */
const losing = Array.from({ length: 47 }, (_, i) => i + 1)
  .filter((n) => !balls.includes(n))
  .slice(0, 7);
const wholeDrawMs =
  demoLeadIn.liveMs +
  (config.balls - 1) * demoTimings.ballIntervalSeconds * 1000 +
  demoTimings.finalWindowSeconds * 1000;

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

let width = 390;
/** Where the Winning Numbers row is on screen (the test's layout: happy-dom lays nothing out). */
let drawRect = { top: 80, bottom: 180 };
let scrolls: { element: Element; options: unknown }[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
  localStorage.setItem('powerplay.lottoTour.hidden', '1');
  width = 390;
  drawRect = { top: 80, bottom: 180 };
  scrolls = [];
  vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => width);
  vi.spyOn(window, 'innerHeight', 'get').mockImplementation(() => 844);
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolls.push({ element: this, options });
  };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const r = this.classList.contains('winning') ? drawRect : { top: 0, bottom: 0 };
    return { ...r, left: 0, right: 390, width: 390, height: r.bottom - r.top, x: 0, y: r.top } as DOMRect;
  });
  vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => array);
});
afterEach(() => {
  vi.useRealTimers();
});

function startDemo(picks: readonly number[]) {
  renderPage(<DemoDraw type="747" />, { path: '/747-draw' });
  for (const n of picks) fireEvent.click(screen.getByRole('button', { name: String(n) }));
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
}

const area = () => document.querySelector('.demo-area')!;
const userScrolls = () => act(() => void window.dispatchEvent(new Event('scroll')));

describe('DemoDraw on a narrow screen', () => {
  it('scrolls to the draw at the start and brings it back whenever it leaves the screen while it runs', () => {
    startDemo(losing);
    expect(area()).toHaveClass('demo-running');
    expect(scrolls).toEqual([{ element: area(), options: { block: 'start', behavior: 'smooth' } }]);
    scrolls = [];

    // In view: nothing to do, ball after ball.
    advance(demoLeadIn.liveMs + 12_100);
    expect(screen.getByRole('list', { name: '2 of 7 numbers drawn' })).toBeInTheDocument();
    expect(scrolls).toEqual([]);

    // The player scrolls the draw off the screen (down past the board): once they stop, it comes back.
    drawRect = { top: -400, bottom: -300 };
    userScrolls();
    advance(250);
    expect(scrolls).toEqual([]);
    advance(600);
    expect(scrolls).toEqual([{ element: area(), options: { block: 'start' } }]);
    drawRect = { top: 80, bottom: 180 };
    scrolls = [];

    // Above the board (the draw below the bottom of the screen): the same.
    drawRect = { top: 900, bottom: 1000 };
    userScrolls();
    advance(1_000);
    expect(scrolls).toEqual([{ element: area(), options: { block: 'start' } }]);
    drawRect = { top: 80, bottom: 180 };
    scrolls = [];

    // Finished: no more locking; the result and its offers come into view.
    advance(wholeDrawMs);
    expect(area()).not.toHaveClass('demo-running');
    expect(scrolls).toEqual([
      { element: document.querySelector('.result-area'), options: { block: 'nearest' } },
    ]);
    scrolls = [];
    drawRect = { top: -400, bottom: -300 };
    userScrolls();
    advance(2_000);
    expect(scrolls).toEqual([]);
  });

  it('leaves the page alone on a wide screen', () => {
    width = 1024;
    startDemo(losing);
    drawRect = { top: -400, bottom: -300 };
    advance(demoLeadIn.liveMs + 12_100);
    userScrolls();
    advance(wholeDrawMs);
    expect(scrolls).toEqual([]);
  });

  it("ends a losing demo with the live screen's text and the demo's offers", () => {
    startDemo(losing);
    advance(wholeDrawMs + 500);
    const result = screen.getByRole('region', { name: notices.DRAW_COMPLETED.message });
    expect(result).toHaveTextContent(notices.RESULT_LOST_LIVE.message);
    expect(result).toHaveTextContent('You matched 0 of 7.');
    expect(screen.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute('href', '/partner');
    expect(screen.getByRole('button', { name: 'Play Again' })).toBeInTheDocument();
  });
});
