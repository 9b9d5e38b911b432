import { describe, expect, it } from 'vitest';
import { changedLeaves, imageText, isProse, textOf, trimSame, wordDiff } from './audit-diff';

describe('the audit log’s readable diff', () => {
  it('reads an HTML edit as its words', () => {
    expect(textOf('<p>Hello <strong>world</strong>.</p><p>Bye &amp; see you</p>')).toBe(
      'Hello world. Bye & see you',
    );
    expect(isProse('<p>a</p>', '<p>b</p>')).toBe(true);
    expect(isProse('About', 'About us')).toBe(false);
  });

  it('says the words removed and added, keeping the rest', () => {
    expect(wordDiff('Play the lotto every day', 'Play the lotto each Sunday')).toEqual([
      { kind: 'same', text: 'Play the lotto' },
      { kind: 'removed', text: 'every day' },
      { kind: 'added', text: 'each Sunday' },
    ]);
    expect(wordDiff('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
  });

  it('keeps a few words around a change of a long text', () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`);
    const runs = trimSame(
      wordDiff(words.join(' '), [...words.slice(0, 20), 'NEW', ...words.slice(20)].join(' ')),
    );
    expect(runs).toEqual([
      { kind: 'same', text: '… w14 w15 w16 w17 w18 w19' },
      { kind: 'added', text: 'NEW' },
      { kind: 'same', text: 'w20 w21 w22 w23 w24 w25 …' },
    ]);
  });

  it('names the fields inside a structure that changed, and an image by its kind and size', () => {
    const before = [
      { heading: 'General Rules', html: '<p>One</p>' },
      { heading: 'Prizes', html: '<p>Two</p>' },
    ];
    const after = [
      { heading: 'General Rules', html: '<p>One</p>' },
      { heading: 'Prizes', html: '<p>Two more</p>' },
    ];
    expect(changedLeaves(before, after)).toEqual([
      { path: ['2', 'html'], before: '<p>Two</p>', after: '<p>Two more</p>' },
    ]);
    expect(imageText({ type: 'image/png', bytes: 12_595 })).toBe('PNG image, 12.3 KB');
    expect(imageText({ type: 'image/svg+xml', bytes: 900 })).toBe('SVG image, 900 B');
  });
});
