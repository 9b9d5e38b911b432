import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour, relativeLuminance } from './colour';
import { isPng, svgProblem } from './images';
import { brandContrastParams, brandContrastProblem, brandContrasts, brandPairs, brandTheme } from './theme';

const hex = (s: string) => parseHexColour(s)!;

describe('brand colours', () => {
  it('computes WCAG 2 relative luminance and contrast ratios', () => {
    expect(contrastRatio(hex('#000000'), hex('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(hex('#777777'), hex('#ffffff'))).toBeCloseTo(4.48, 2);
    // Below the sRGB threshold a channel is linear (c / 12.92), above it the 2.4 power curve.
    expect(relativeLuminance(hex('#0a0a0a'))).toBeCloseTo(10 / 255 / 12.92, 6);
    expect(relativeLuminance(hex('#808080'))).toBeCloseTo(((128 / 255 + 0.055) / 1.055) ** 2.4, 6);
    // (L1 + 0.05) / (L2 + 0.05), whichever is lighter on top.
    expect(contrastRatio(hex('#ffffff'), hex('#808080'))).toBeCloseTo(
      1.05 / (relativeLuminance(hex('#808080')) + 0.05),
      6,
    );
    expect(parseHexColour('#12345')).toBeUndefined();
  });

  it("keeps today's palette for today's primary and accent", () => {
    const { mode, colours } = brandTheme(hex('#0b1733'), hex('#f5c542'));
    expect(mode).toBe('dark');
    expect(colours).toMatchObject({
      text: '#eef2fb',
      'navy-900': '#071026',
      'navy-700': '#12224a',
      'navy-600': '#1c3164',
      'gold-strong': '#ffd665',
      'on-accent': '#071026',
    });
  });

  it.each([
    ['#0b1733', '#f5c542'],
    ['#1d3557', '#f1faee'],
    ['#002b5c', '#ffd166'],
    ['#10243e', '#ff8c42'],
  ])('accepts primary %s with accent %s (light text on a dark theme)', (primary, accent) => {
    expect(brandContrastProblem(hex(primary), hex(accent))).toBeNull();
    expect(brandTheme(hex(primary), hex(accent)).mode).toBe('dark');
  });

  it('gives a light primary a light theme: dark text, darker raised surfaces, every pair readable', () => {
    const theme = brandTheme(hex('#f1faee'), hex('#1d3557'));
    expect(theme.mode).toBe('light');
    const l = (c: string) => relativeLuminance(hex(theme.colours[c as 'text']));
    expect(l('text')).toBeLessThan(0.05);
    expect(l('navy-700')).toBeLessThan(l('navy-800'));
    expect(l('navy-900')).toBeGreaterThan(l('navy-800'));
    // The button's text on a dark accent is light.
    expect(l('on-accent')).toBeGreaterThan(0.8);
    expect(brandContrasts(theme).every((c) => c.ratio >= 4.5)).toBe(true);
    expect(brandContrastProblem(hex('#f1faee'), hex('#1d3557'))).toBeNull();
  });

  it('checks the pairs the pages draw, each against its own colours', () => {
    const theme = brandTheme(hex('#10243e'), hex('#ff8c42'));
    const links = brandContrasts(theme).find((c) => c.pair.pair === 'Links on the primary colour')!;
    expect(links.ratio).toBeCloseTo(contrastRatio(hex(theme.colours['gold-strong']), hex('#10243e')), 6);
    expect(new Set(brandPairs.map((p) => p.pair)).size).toBeGreaterThanOrEqual(10);
  });

  it('refuses an unreadable pair, naming it, its colours and ratio, and a colour that fixes it', () => {
    const dim = brandContrastProblem(hex('#0b1733'), hex('#3a3a60'))!;
    expect(dim).toMatchObject({ pair: 'Links on the page background', background: '#071026', fix: 'accent' });
    expect(dim.ratio).toBeLessThan(4.5);
    expect(dim.ratio).toBe(Math.floor(contrastRatio(hex(dim.foreground), hex(dim.background)) * 100) / 100);
    expect(brandContrastProblem(hex('#0b1733'), hex(dim.suggestion!))).toBeNull();
    expect(brandContrastParams(dim).fix).toBe(`An accent such as ${dim.suggestion} would be readable.`);

    const grey = brandContrastProblem(hex('#777777'), hex('#ffffff'))!;
    expect(grey).toMatchObject({ pair: 'Muted text on the page background', fix: 'primary' });
    expect(brandContrastProblem(hex(grey.suggestion!), hex('#ffffff'))).toBeNull();
  });

  it('refuses a gold accent on a light primary (links would be pale on the light page)', () => {
    expect(brandContrastProblem(hex('#f4f4f4'), hex('#f5c542'))?.pair).toBe('Links on the page background');
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
