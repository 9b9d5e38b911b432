import { Carousel } from '../../components/ui/Carousel';

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
 * The How to play promo carousel: one slide at a time, left/right arrows that wrap
 * around (last → first, first → last), dots to jump, slide changes announced politely.
 */
export function PromoCarousel({ label, slides }: PromoCarouselProps) {
  return (
    <Carousel
      label={label}
      items={slides}
      itemName={(slide) => slide.title}
      slideClassName={(slide) => `promo-slide promo-${slide.art}`}
      loop
      dots
      renderItem={(slide) => (
        <>
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
        </>
      )}
    />
  );
}
