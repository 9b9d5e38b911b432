import { sportsContestRuleNames, sportsContestTypes } from '@powerplay/contracts';

/**
 * The game types' card and header images (`/api/sports/images/<sport>-<kind>[-header].svg`): plain
 * same-origin SVGs drawn from the sport's colours and the game type's name, so no third-party artwork
 * is needed.
 */
const sports = {
  hockey: { label: 'HOCKEY', from: '#0b3d91', to: '#5fa8e8' },
  baseball: { label: 'BASEBALL', from: '#8a1c1c', to: '#e8875f' },
  basketball: { label: 'BASKETBALL', from: '#7a3e00', to: '#f0a030' },
  football: { label: 'FOOTBALL', from: '#1f4d1f', to: '#6fbf5f' },
} as const;

/**
 * Each contest type's card title by its image's kind: the type's rule, but the contest page's `cta` for
 * Chase the Ace (whose image the display-only game types share).
 */
const kinds: Readonly<Record<string, string>> = Object.fromEntries(
  sportsContestRuleNames.map((rule) => [
    rule === 'chase_the_ace' ? 'cta' : rule,
    sportsContestTypes[rule].name.toUpperCase(),
  ]),
);

const NAME = new RegExp(
  `^(hockey|baseball|basketball|football)-(${Object.keys(kinds).join('|')})(-header)?\\.svg$`,
);

export function sportsImage(name: string): string | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  const sport = sports[m[1] as keyof typeof sports];
  const kind = kinds[m[2]!]!;
  const header = m[3] !== undefined;
  const [w, h] = header ? [1200, 240] : [400, 260];
  const title = header ? Math.round(h / 4) : 34;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${sport.label} ${kind}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sport.from}"/><stop offset="1" stop-color="${sport.to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w - h * 0.35}" cy="${h * 0.5}" r="${h * 0.42}" fill="#ffffff" fill-opacity="0.12"/>
<text x="${w / 2}" y="${h * 0.45}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(title * 0.55)}" font-weight="700" fill="#ffffff" fill-opacity="0.85" letter-spacing="4">${sport.label}</text>
<text x="${w / 2}" y="${h * 0.45 + title * 1.1}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${title}" font-weight="800" fill="#ffffff">${kind}</text>
</svg>
`;
}
