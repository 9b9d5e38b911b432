import { expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

it('keeps structure and safe links, drops scripts, handlers, styles and dangerous URLs', () => {
  expect(sanitizeRichText('<h2>Title</h2><p>Hi <strong>there</strong> <a href="/faq">FAQ</a></p>')).toBe(
    '<h2>Title</h2><p>Hi <strong>there</strong> <a href="/faq">FAQ</a></p>',
  );
  expect(
    sanitizeRichText('<p onclick="x()">a</p><script>alert(1)</script><img src=x onerror=alert(1)>'),
  ).toBe('<p>a</p>');
  expect(sanitizeRichText('<a href="javascript:alert(1)">x</a><a href="//evil.example">y</a>')).toBe(
    '<a>x</a><a>y</a>',
  );
  expect(sanitizeRichText('<p style="color:red">s</p><iframe src="https://e.example"></iframe>')).toBe(
    '<p>s</p>',
  );
  expect(sanitizeRichText('<a href="mailto:support@powerplay.games">mail</a>')).toBe(
    '<a href="mailto:support@powerplay.games">mail</a>',
  );
});
