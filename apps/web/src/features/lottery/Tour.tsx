import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useReturnFocus } from '../../components/ui/returnFocus';
import { noticeText } from '../../lib/messages';

const HIDE_KEY = 'powerplay.lottoTour.hidden';

/**
 * The four steps of the guided tour (spec 001: inventory, in-play ball, timer, my numbers), each with the
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

const overlap = (a: DOMRect, b: DOMRect) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

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

  // Bring the part described into view, then keep the guide off it: bottom corner unless it would cover
  // the part, else the top corner (whichever covers less).
  useLayoutEffect(() => {
    if (step === null) return;
    const target = document.getElementById(tourSteps[step]!.target);
    if (!target || !box.current) return;
    target.scrollIntoView?.({ block: 'nearest' });
    const place = (top: boolean) => {
      box.current!.classList.toggle('tour-top', top);
      return overlap(box.current!.getBoundingClientRect(), target.getBoundingClientRect());
    };
    const bottomCovers = place(false);
    const topCovers = bottomCovers > 0 ? place(true) : Infinity;
    const top = topCovers < bottomCovers;
    place(top);
    setAtTop(top);
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
