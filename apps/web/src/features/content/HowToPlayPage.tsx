import { Link } from 'react-router';
import { RichText } from '../../components/ui/RichText';
import { ContentPageView, NumberedBlocks, PageHeader } from './ContentPageView';
import { PromoCarousel, type PromoSlide } from './PromoCarousel';
import { useBrand } from '../brand';

export const promoSlides: readonly PromoSlide[] = [
  {
    title: 'Lotto 747',
    caption: 'Pick 7 numbers from 1 to 47, then change them between balls with your powerplays.',
    art: 'balls',
    numbers: [7, 14, 21, 28, 35, 42, 47],
  },
  {
    title: 'Sweet 16',
    caption: 'Sixteen numbers, sixteen balls: the more you match, the bigger the prize.',
    art: 'grid',
    numbers: [3, 9, 16, 24, 31, 48],
  },
  {
    title: 'Baseball Blackjack',
    caption: 'Pick the teams whose runs add up to exactly 21, and play your powerplays before you bust.',
    art: 'diamond',
    numbers: [5, 7, 9],
  },
  {
    title: 'Chase the Ace',
    caption: 'Every team you pick must finish with exactly one goal or run. Lock it in when it gets there.',
    art: 'ice',
    numbers: [1],
  },
];

export function HowToPlayPage() {
  const { siteName } = useBrand();
  return (
    <ContentPageView slug="how-to-play" title="How to play">
      {(page) => (
        <>
          <PageHeader page={page} />
          <div className="content-layout">
            <PromoCarousel label={`${siteName} games`} slides={promoSlides} />
            <section className="blurb" aria-labelledby="blackjack-title">
              <h2 id="blackjack-title">Baseball Blackjack</h2>
              <p>Pick 1 to 10 teams whose combined runs total exactly 21. More than 21 runs is a bust.</p>
            </section>
            <NumberedBlocks page={page} label="Four steps to your first game" />
            <RichText html={page.bodyHtml} className="prose" />
            <div className="actions">
              <Link to="/register" className="button button-primary">
                Get Started
              </Link>
              <Link to="/live-sports" className="button button-secondary">
                Explore live sports
              </Link>
            </div>
          </div>
        </>
      )}
    </ContentPageView>
  );
}
