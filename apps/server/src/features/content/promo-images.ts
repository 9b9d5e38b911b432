/**
 * The promo images (a promo carousel; the old client reads them with `images/read` and `readimage`): the
 * slides of the How to play carousel, which the web draws with CSS, drawn here as plain same-origin SVGs
 * (no third-party artwork), one per slide, by id.
 */
export interface PromoImage {
  id: number;
  title: string;
  caption: string;
}

const slides: readonly (PromoImage & { from: string; to: string; numbers: readonly number[] })[] = [
  {
    id: 1,
    title: 'Lotto 747',
    caption: 'Pick 7 numbers from 1 to 47, then change them between balls with your powerplays.',
    from: '#1d2b64',
    to: '#3f6fd8',
    numbers: [7, 14, 21, 28, 35, 42, 47],
  },
  {
    id: 2,
    title: 'Sweet 16',
    caption: 'Sixteen numbers, sixteen balls: the more you match, the bigger the prize.',
    from: '#6a1b4d',
    to: '#d8508f',
    numbers: [3, 9, 16, 24, 31, 48],
  },
  {
    id: 3,
    title: 'Baseball Blackjack',
    caption: 'Pick the teams whose runs add up to exactly 21, and play your powerplays before you bust.',
    from: '#8a1c1c',
    to: '#e8875f',
    numbers: [5, 7, 9],
  },
  {
    id: 4,
    title: 'Chase the Ace',
    caption: 'Every team you pick must finish with exactly one goal or run. Lock it in when it gets there.',
    from: '#0b3d91',
    to: '#5fa8e8',
    numbers: [1],
  },
];

export const promoImages: readonly PromoImage[] = slides.map(({ id, title, caption }) => ({
  id,
  title,
  caption,
}));

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The slide's image (1200 × 500), or undefined for an id that is none. */
export function promoImageSvg(id: number): string | undefined {
  const s = slides.find((slide) => slide.id === id);
  if (!s) return undefined;
  const [w, h] = [1200, 500];
  const r = 42;
  const gap = 18;
  const left = (w - (s.numbers.length * 2 * r + (s.numbers.length - 1) * gap)) / 2 + r;
  const balls = s.numbers
    .map((n, i) => {
      const cx = left + i * (2 * r + gap);
      return `<circle cx="${cx}" cy="150" r="${r}" fill="#ffffff"/><text x="${cx}" y="164" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="38" font-weight="800" fill="${s.from}">${n}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${xml(s.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.from}"/><stop offset="1" stop-color="${s.to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${balls}
<text x="${w / 2}" y="320" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="72" font-weight="800" fill="#ffffff">${xml(s.title)}</text>
<text x="${w / 2}" y="390" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="#ffffff" fill-opacity="0.9">${xml(s.caption)}</text>
</svg>
`;
}
