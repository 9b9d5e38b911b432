import { useEffect, useState } from 'react';
import { noticeText } from './messages';

const HIDE_KEY = 'powerplay.lottoTour.hidden';

/** The four steps of the guided tour (spec 001: inventory, in-play ball, timer, my numbers). */
export const tourSteps = [
  { title: 'My Powerplays', text: 'These are your powerplays and how many of each you have left.' },
  { title: 'In Play', text: 'The ball in play is the last number drawn. Power Match turns a pick into it.' },
  {
    title: 'Timer',
    text: 'Time until the next number. Powerplays close a few seconds before each ball ("Coming Up!").',
  },
  {
    title: 'My Numbers',
    text: 'Select one of your numbers that has not matched, then choose a powerplay to change it.',
  },
] as const;

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

/** Starts 1 s after the screen appears, unless the player chose "Don't Show me again". */
export function useTour(): TourState {
  const [step, setStep] = useState<number | null>(null);
  useEffect(() => {
    if (hiddenForGood()) return;
    const timer = setTimeout(() => setStep(0), 1000);
    return () => clearTimeout(timer);
  }, []);
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
  if (step === null) return null;
  const current = tourSteps[step]!;
  const last = step === tourSteps.length - 1;
  return (
    <div
      className="tour"
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
