import { describe, expect, it } from 'vitest';
import { embedOriginRequestSchema, embedSnippet, embedWidgetPath, normalizeOrigin } from './embed';

describe('embed origins', () => {
  it('normalize to scheme://host[:port] as browsers compare frame-ancestors', () => {
    expect(normalizeOrigin('HTTPS://Partner.Example.COM')).toBe('https://partner.example.com');
    expect(normalizeOrigin('https://partner.example.com:443/')).toBe('https://partner.example.com');
    expect(normalizeOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(normalizeOrigin('http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(normalizeOrigin('https://bücher.example')).toBe('https://xn--bcher-kva.example');
  });

  it('refuse anything that is not exactly an http(s) origin', () => {
    for (const bad of [
      '',
      'partner.example.com',
      'https://partner.example.com/path',
      'https://partner.example.com?q',
      'https://partner.example.com#f',
      'ftp://partner.example.com',
      'data:text/html,x',
      'https://*.example.com',
      'https://user@partner.example.com',
      'https://a%2Fb.example.com',
      "https://a.example.com 'unsafe-inline'",
      'https://a.example.com;script-src *',
      'https://a.example.com:99999',
    ]) {
      expect(normalizeOrigin(bad), bad).toBeNull();
    }
  });

  it('say which catalogue message a request deserves', () => {
    const code = (body: unknown) => embedOriginRequestSchema.safeParse(body).error?.issues[0]?.message;
    expect(code({})).toBe('EMBED_ORIGIN_REQUIRED');
    expect(code({ origin: '  ' })).toBe('EMBED_ORIGIN_REQUIRED');
    expect(code({ origin: 'nope' })).toBe('EMBED_ORIGIN_INVALID');
    expect(embedOriginRequestSchema.parse({ origin: ' https://A.example.com/ ' })).toEqual({
      origin: 'https://a.example.com',
    });
  });
});

describe('embed snippets', () => {
  it('name the widget and what it follows, as embed.js reads them', () => {
    expect(embedSnippet('https://site.example', 'draw', 12)).toBe(
      '<script src="https://site.example/embed.js" data-widget="draw" data-game="12" async></script>',
    );
    expect(embedSnippet('https://site.example', 'scoreboard', 3)).toContain('data-game-set="3"');
    expect(embedSnippet('https://site.example', 'countdown', 5)).not.toContain('data-game');
    expect(embedWidgetPath('draft', 4)).toBe('/embed/draft?draft=4');
    expect(embedWidgetPath('draw')).toBe('/embed/draw');
  });
});
