import { describe, expect, it } from 'vitest';
import { brandContrastProblem, brandPalette, contrastRatio, parseHexColour, toHexColour } from './colour';
import { isPng, svgProblem } from './images';

const hex = (s: string) => parseHexColour(s)!;

describe('brand colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio(hex('#000000'), hex('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(hex('#777777'), hex('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(parseHexColour('#12345')).toBeUndefined();
  });

  it("derives today's palette from today's primary and accent", () => {
    const p = brandPalette(hex('#0b1733'), hex('#f5c542'));
    const near = (a: string, b: string) =>
      hex(a).forEach((c, i) => expect(Math.abs(c - hex(b)[i]!)).toBeLessThanOrEqual(3));
    near(toHexColour(p['navy-900']), '#071026');
    near(toHexColour(p['navy-700']), '#13224a');
    near(toHexColour(p['navy-600']), '#1d3164');
    near(toHexColour(p['gold-strong']), '#ffd866');
  });

  it('accepts the default pair and refuses unreadable ones, naming the worst pair', () => {
    expect(brandContrastProblem(hex('#0b1733'), hex('#f5c542'))).toBeNull();
    const light = brandContrastProblem(hex('#f0f0f0'), hex('#f5c542'));
    expect(light?.pair).toBe('Text on the primary colour');
    const dim = brandContrastProblem(hex('#0b1733'), hex('#3a3a60'));
    expect(dim?.pair).toBe('The accent on the primary colour');
    expect(dim!.ratio).toBeLessThan(4.5);
  });
});

describe('brand images', () => {
  const ok =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="url(#g)"/></svg>';
  it('accepts a plain SVG', () => {
    expect(svgProblem(ok)).toBeNull();
    expect(svgProblem(`<?xml version="1.0"?><!-- logo -->\n${ok}`)).toBeNull();
  });
  it.each([
    ['<svg><script>alert(1)</script></svg>', 'a script element'],
    ['<svg onload="alert(1)"></svg>', 'an event handler attribute (onload)'],
    ['<svg><a href="https://x.test"><path d="M0 0"/></a></svg>', 'an element that is not allowed (<a>)'],
    ['<svg><use href="https://x.test/s.svg#a"/></svg>', 'an external or script link'],
    ['<svg><use xlink:href="jav&#x61;script:alert(1)"/></svg>', 'an external or script link'],
    ['<svg><image href="data:image/svg+xml;base64,AAAA"/></svg>', 'an external or script link'],
    ['<svg><foreignObject></foreignObject></svg>', 'a foreignObject element'],
    ['<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>', 'a DOCTYPE or entity declaration'],
    ['<svg><style>@import url(https://x.test/a.css);</style></svg>', 'an @import in its styles'],
    ['<svg><rect style="fill:url(https://x.test/p)"/></svg>', 'an external reference in its styles'],
    ['<svg><path d="M0 0"></svg>', 'markup that cannot be read'],
    ['<html><body/></html>', 'an element that is not allowed (<html>)'],
  ])('refuses %s', (svg, reason) => {
    expect(svgProblem(svg)).toBe(reason);
  });
  it('knows a PNG by its signature and IHDR', () => {
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1,
    ]);
    expect(isPng(png)).toBe(true);
    expect(isPng(Uint8Array.from('GIF89a not a png at all....', (c) => c.charCodeAt(0)))).toBe(false);
  });
});
