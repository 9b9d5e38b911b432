import { useId, useState } from 'react';

export interface PromoSlide {
  title: string;
  caption: string;
  /** Which CSS-drawn artwork to show. */
  art: 'balls' | 'grid' | 'diamond' | 'ice';
  numbers?: number[];
}

interface PromoCarouselProps {
  label: string;
  slides: readonly PromoSlide[];
}

/**
 * The How to play promo carousel (spec 000 §2): one slide at a time, left/right arrows that wrap
 * around (last → first, first → last), dots to jump, slide changes announced politely.
 */
export function PromoCarousel({ label, slides }: PromoCarouselProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section className="promo" aria-roledescription="carousel" aria-label={label}>
      <div className="promo-viewport" id={`${id}-slides`} aria-live="polite">
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            className={`promo-slide promo-${slide.art}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${slide.title}`}
            hidden={i !== index}
          >
            <div className="promo-art" aria-hidden="true">
              {(slide.numbers ?? []).map((n) => (
                <span key={n} className="ball">
                  {n}
                </span>
              ))}
            </div>
            <div className="promo-caption">
              <h2 className="promo-title">{slide.title}</h2>
              <p>{slide.caption}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="promo-controls">
        <button
          type="button"
          className="icon-button"
          aria-controls={`${id}-slides`}
          aria-label="Previous slide"
          onClick={() => go(index - 1)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M15 5 8 12l7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <div className="promo-dots">
          {slides.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              className="promo-dot"
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              aria-controls={`${id}-slides`}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className="icon-button"
          aria-controls={`${id}-slides`}
          aria-label="Next slide"
          onClick={() => go(index + 1)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="m9 5 7 7-7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
    </section>
  );
}
