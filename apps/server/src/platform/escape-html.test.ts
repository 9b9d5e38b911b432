import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('makes the five characters that end text or an attribute harmless, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('Lotto 747 · 10:00 UTC')).toBe('Lotto 747 · 10:00 UTC');
  });
});
