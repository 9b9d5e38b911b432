import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useReturnFocus } from '../../components/ui/returnFocus';
import { noticeText } from '../../lib/messages';

const HIDE_KEY = 'powerplay.lottoTour.hidden';

/**
 * The four steps of the guided tour (inventory, in-play ball, timer, my numbers), each with the
 * id of the part of the live screen it describes.
 */
export const tourSteps = [
  {
    target: 'lotto-powerplays',
    title: 'My Powerplays',
    text: 'These are your powerplays and how many of each you have left.',
  },
  {
    target: 'lotto-inplay',
    title: 'In Play',
    text: 'The ball in play is the last number drawn. Power Match turns a pick into it.',
  },
  {
    target: 'lotto-timer',
    title: 'Timer',
    text: 'Time until the next number. Powerplays close a few seconds before each ball ("Coming Up!").',
  },
  {
    target: 'lotto-mynumbers',
    title: 'My Numbers',
    text: 'Select one of your numbers that has not matched, then choose a powerplay to change it.',
  },
] as const;

/** Space between the guide and the screen's edges, the sticky header and the part described. */
export const TOUR_GAP = 12;

/** What placing the guide reads: all in viewport pixels. */
export interface TourLayout {
  /** The part the step describes. */
  target: { top: number; bottom: number };
  /** The bottom of what stays at the top of the screen: the sticky header (and a sticky draw row). */
  inset: number;
  /** The guide's height, and whether it shares columns with the part (a phone's full-width sheet does). */
  guide: { height: number; sharesColumns: boolean };
  /** The window's height. */
  viewport: number;
  /** How far the page can still scroll up and down. */
  room: { up: number; down: number };
}

export interface TourPlacement {
  at: 'top' | 'bottom';
  /** Scroll the page by this much (down when positive) to bring the part into the free space. */
  scrollBy: number;
}

const spanOverlap = (a: [number, number], b: [number, number]) =>
  Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));

/**
 * Where the guide goes so that it does not cover the part it describes: at the bottom,
 * else at the top right under the sticky header (never under it), scrolling the page so that the part
 * sits in the space left free. When neither placement leaves all of it in view (a part taller than the
 * free space), the one that hides less of it, its start in view.
 */
export function placeTour({ target, inset, guide, viewport, room }: TourLayout): TourPlacement {
  const options = (['bottom', 'top'] as const).map((at) => {
    const span: [number, number] =
      at === 'bottom'
        ? [viewport - TOUR_GAP - guide.height, viewport - TOUR_GAP]
        : [inset + TOUR_GAP, inset + TOUR_GAP + guide.height];
    const free: [number, number] = !guide.sharesColumns
      ? [inset, viewport]
      : at === 'bottom'
        ? [inset, span[0] - TOUR_GAP]
        : [span[1] + TOUR_GAP, viewport];
    const fits = target.bottom - target.top <= free[1] - free[0];
    const wanted =
      !fits || target.top < free[0] ? target.top - free[0] : Math.max(0, target.bottom - free[1]);
    const scrollBy = Math.round(Math.min(room.down, Math.max(-room.up, wanted)));
    const part: [number, number] = [target.top - scrollBy, target.bottom - scrollBy];
    // What stays hidden: under the guide, under the header, or off the screen.
    const hidden =
      (guide.sharesColumns ? spanOverlap(part, span) : 0) +
      spanOverlap(part, [-Infinity, inset]) +
      spanOverlap(part, [viewport, Infinity]);
    return { at, scrollBy, hidden };
  });
  const best = options.reduce((a, b) => (b.hidden < a.hidden ? b : a));
  return { at: best.at, scrollBy: best.scrollBy };
}

/**
 * The bottom of what stays at the top of the screen: the sticky site header, and under it the demo's
 * sticky Winning Numbers row while it is stuck there.
 */
function stickyInset(): number {
  let bottom = 0;
  for (const el of document.querySelectorAll('.site-header, .live-board > .winning')) {
    const position = getComputedStyle(el).position;
    if (position !== 'sticky' && position !== 'fixed') continue;
    const rect = el.getBoundingClientRect();
    if (rect.top <= bottom + 1 && rect.bottom > bottom) bottom = rect.bottom;
  }
  return bottom;
}

function hiddenForGood(): boolean {
  try {
    return window.localStorage.getItem(HIDE_KEY) === '1';
  } catch {
    return false;
  }
}

export interface TourState {
  step: number | null;
  next: () => void;
  close: () => void;
  hideForGood: () => void;
}

/**
 * Starts 1 s after the screen appears (for a player with numbers in the draw: the tour is about their
 * numbers and powerplays), unless the player chose "Don't Show me again".
 */
export function useTour(enabled = true): TourState {
  const [step, setStep] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled || hiddenForGood()) return;
    const timer = setTimeout(() => setStep(0), 1000);
    return () => clearTimeout(timer);
  }, [enabled]);
  return {
    step,
    next: () => setStep((s) => (s === null || s >= tourSteps.length - 1 ? null : s + 1)),
    close: () => setStep(null),
    hideForGood: () => {
      try {
        window.localStorage.setItem(HIDE_KEY, '1');
      } catch {
        // Private mode: the tour simply shows again next time.
      }
      setStep(null);
    },
  };
}

/** A non-modal guide next to the screen; Escape closes it. */
export function Tour({ tour }: { tour: TourState }) {
  const { step } = tour;
  const box = useRef<HTMLDivElement>(null);
  const [atTop, setAtTop] = useState(false);
  // The guide takes focus when it appears; when it goes, focus goes back to where the player was.
  const returnFocus = useReturnFocus(step !== null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (step === null && wasOpen.current) returnFocus();
    wasOpen.current = step !== null;
  }, [step, returnFocus]);

  // Keep the guide off the part described and the part in view (placeTour): at the bottom, else at the
  // top under the sticky header, the page scrolled to the space left free. Again when the window changes.
  useLayoutEffect(() => {
    if (step === null) return;
    const target = document.getElementById(tourSteps[step]!.target);
    const guide = box.current;
    if (!target || !guide) return;
    const place = () => {
      // Scrolling may stick a row under the header (the demo's draw row): measure again, at most thrice.
      for (let pass = 0; pass < 3; pass++) {
        const inset = stickyInset();
        guide.style.setProperty('--tour-top', `${inset + TOUR_GAP}px`);
        guide.style.setProperty('--tour-max-height', `${window.innerHeight - inset - 2 * TOUR_GAP}px`);
        const own = guide.getBoundingClientRect();
        const part = target.getBoundingClientRect();
        const scroller = document.scrollingElement ?? document.documentElement;
        const plan = placeTour({
          target: part,
          inset,
          guide: { height: own.height, sharesColumns: own.left < part.right && part.left < own.right },
          viewport: window.innerHeight,
          room: {
            up: window.scrollY,
            down: Math.max(0, scroller.scrollHeight - window.innerHeight - window.scrollY),
          },
        });
        guide.classList.toggle('tour-top', plan.at === 'top');
        setAtTop(plan.at === 'top');
        if (plan.scrollBy === 0) break;
        window.scrollBy({ top: plan.scrollBy, behavior: 'instant' });
      }
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [step]);

  if (step === null) return null;
  const current = tourSteps[step]!;
  const last = step === tourSteps.length - 1;
  return (
    <div
      ref={box}
      className={atTop ? 'tour tour-top' : 'tour'}
      role="dialog"
      aria-modal="false"
      aria-labelledby="tour-title"
      aria-describedby="tour-text"
      onKeyDown={(e) => {
        if (e.key === 'Escape') tour.close();
      }}
    >
      <p className="tour-step">
        Step {step + 1} of {tourSteps.length}
      </p>
      <h2 id="tour-title" className="tour-title">
        {current.title}
      </h2>
      <p id="tour-text">{current.text}</p>
      <div className="actions">
        <button type="button" className="button button-primary button-small" onClick={tour.next} autoFocus>
          {last ? 'Done' : 'Next'}
        </button>
        <button type="button" className="button button-secondary button-small" onClick={tour.hideForGood}>
          {noticeText('TOUR_DONT_SHOW')}
        </button>
      </div>
    </div>
  );
}
