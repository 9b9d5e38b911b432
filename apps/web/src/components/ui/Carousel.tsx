import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId, useState, type ReactNode } from 'react';

interface CarouselProps<T> {
  /** The carousel's accessible name. */
  label: string;
  items: readonly T[];
  /** A unique, stable name per item: its key and its slide label ("2 of 3: NFL Pick 5"). */
  itemName: (item: T) => string;
  renderItem: (item: T, selected: boolean) => ReactNode;
  /** Extra classes of each slide (its look); the selected one also gets `is-selected`. */
  slideClassName?: (item: T) => string;
  /**
   * `one`: a slide fills the viewport and the others are hidden from assistive technology and from
   * the keyboard; `peek`: neighbours show at the sides and stay usable.
   */
  view?: 'one' | 'peek';
  /** Arrows wrap around (last → first, first → last). */
  loop?: boolean;
  startIndex?: number;
  /** A dot per slide to jump to it. */
  dots?: boolean;
  /** What a slide is called on the arrows ("slide", "game"). */
  noun?: string;
  /**
   * Moves to the next slide every this many milliseconds (wrapping around), with a Pause/Play button;
   * it also waits while the pointer or the focus is inside or the carousel is off screen, and starts
   * paused for reduced motion.
   */
  autoplay?: number;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The one carousel of the web app (built on embla): swipe and drag come from embla, the arrows,
 * dots and the slide labels from here. The selected index is kept here too, so what is announced and
 * highlighted never waits for embla's measurements.
 */
export function Carousel<T>({
  label,
  items,
  itemName,
  renderItem,
  slideClassName,
  view = 'one',
  loop = false,
  startIndex = 0,
  dots = false,
  noun = 'slide',
  autoplay,
}: CarouselProps<T>) {
  const id = useId();
  const count = items.length;
  const [viewportRef, embla] = useEmblaCarousel({
    loop,
    startIndex,
    align: 'center',
    containScroll: loop ? false : 'trimSnaps',
  });
  const [selected, setSelected] = useState(startIndex);
  const [playing, setPlaying] = useState(() => autoplay !== undefined && !prefersReducedMotion());
  const [holding, setHolding] = useState(false);
  const onScreen = useOnScreen(autoplay !== undefined ? embla?.rootNode() : undefined);

  useEffect(() => {
    if (!embla) return;
    const sync = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  const go = (index: number) => {
    const next = loop ? ((index % count) + count) % count : Math.min(Math.max(index, 0), count - 1);
    setSelected(next);
    embla?.scrollTo(next);
  };

  const running = autoplay !== undefined && playing && !holding && onScreen && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setSelected((current) => {
        const next = (current + 1) % count;
        embla?.scrollTo(next);
        return next;
      });
    }, autoplay);
    return () => clearInterval(timer);
  }, [running, autoplay, count, embla]);

  return (
    <section
      className={`carousel carousel-${view}`}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={autoplay !== undefined ? () => setHolding(true) : undefined}
      onPointerLeave={autoplay !== undefined ? () => setHolding(false) : undefined}
      onFocus={autoplay !== undefined ? () => setHolding(true) : undefined}
      onBlur={
        autoplay !== undefined
          ? (event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) setHolding(false);
            }
          : undefined
      }
    >
      <div className="carousel-viewport" ref={viewportRef}>
        <div className="carousel-container" id={`${id}-slides`} aria-live={running ? 'off' : 'polite'}>
          {items.map((item, i) => {
            const isSelected = i === selected;
            const hidden = view === 'one' && !isSelected;
            return (
              <div
                key={itemName(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}: ${itemName(item)}`}
                className={['carousel-slide', slideClassName?.(item), isSelected ? 'is-selected' : '']
                  .filter(Boolean)
                  .join(' ')}
                aria-hidden={hidden || undefined}
                inert={hidden}
              >
                {renderItem(item, isSelected)}
              </div>
            );
          })}
        </div>
      </div>
      <div className="carousel-controls">
        {autoplay !== undefined ? (
          <button
            type="button"
            className="icon-button carousel-play"
            aria-controls={`${id}-slides`}
            aria-label={playing ? `Pause ${label}` : `Play ${label}`}
            onClick={() => setPlaying((p) => !p)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              {playing ? (
                <path d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="3" />
              ) : (
                <path d="M8 5v14l11-7z" fill="currentColor" />
              )}
            </svg>
          </button>
        ) : null}
        <button
          type="button"
          className="icon-button"
          aria-controls={`${id}-slides`}
          aria-label={`Previous ${noun}`}
          disabled={!loop && selected === 0}
          onClick={() => go(selected - 1)}
        >
          <Chevron d="M15 5 8 12l7 7" />
        </button>
        {dots ? (
          <div className="carousel-dots">
            {items.map((item, i) => (
              <button
                key={itemName(item)}
                type="button"
                className="carousel-dot"
                aria-label={`Show ${noun} ${i + 1}: ${itemName(item)}`}
                aria-current={i === selected ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                onClick={() => go(i)}
              />
            ))}
          </div>
        ) : (
          <span className="carousel-count" aria-hidden="true">
            {selected + 1} / {count}
          </span>
        )}
        <button
          type="button"
          className="icon-button"
          aria-controls={`${id}-slides`}
          aria-label={`Next ${noun}`}
          disabled={!loop && selected === count - 1}
          onClick={() => go(selected + 1)}
        >
          <Chevron d="m9 5 7 7-7 7" />
        </button>
      </div>
    </section>
  );
}

/** The Previous / Next arrow: a stroke along `d`. */
function Chevron({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Whether the element is in the viewport: an autoplaying carousel below the fold would otherwise animate
 * every second for nobody (about 15% of a core in a desktop browser). True until the browser first says
 * otherwise, and where there is no IntersectionObserver.
 */
function useOnScreen(element: HTMLElement | undefined): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}
