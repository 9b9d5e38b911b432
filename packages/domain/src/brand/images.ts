/**
 * The brand's images (decision 028): an uploaded SVG is refused, never "cleaned", when it holds
 * anything that could run or fetch — the operator sees why and fixes the file. A strict allow-list of
 * elements, with every attribute and style checked: what is not understood is refused.
 */

/** The SVG elements a logo may use (shapes, text, gradients, clipping; no links, scripts, documents). */
const ELEMENTS = new Set(
  [
    'svg',
    'g',
    'path',
    'circle',
    'ellipse',
    'rect',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textpath',
    'title',
    'desc',
    'defs',
    'symbol',
    'use',
    'lineargradient',
    'radialgradient',
    'stop',
    'clippath',
    'mask',
    'pattern',
    'filter',
    'fegaussianblur',
    'feoffset',
    'feblend',
    'fecolormatrix',
    'feflood',
    'fecomposite',
    'femerge',
    'femergenode',
    'fedropshadow',
    'image',
    'style',
    'metadata',
  ].map((e) => e.toLowerCase()),
);

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value as the browser reads it: character references decoded. Undefined: unknown entity. */
function decode(value: string): string | undefined {
  let unknown = false;
  const out = value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (_, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    const named = NAMED_ENTITIES[ref.toLowerCase()];
    if (named === undefined) unknown = true;
    return named ?? '';
  });
  return unknown ? undefined : out;
}

/** Compact lower case, so `Java&#9;Script :` is seen as `javascript:`. */
const squeezed = (s: string) =>
  Array.from(s)
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();

const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]*$/;

/** A reference (href, url()) the image may hold: its own fragments, or an embedded raster. */
const safeReference = (ref: string) => ref.startsWith('#') || SAFE_DATA_IMAGE.test(ref);

/** Why a piece of CSS (a style attribute or element) is refused, or null. */
function cssProblem(css: string): string | null {
  const s = squeezed(css);
  if (s.includes('@import')) return 'an @import in its styles';
  if (s.includes('javascript:') || s.includes('expression(')) return 'a script in its styles';
  for (const m of s.matchAll(/url\(([^)]*)\)/g)) {
    if (!safeReference(m[1]!.replace(/^["']|["']$/g, ''))) return 'an external reference in its styles';
  }
  return null;
}

const TAG = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[^\s=/>"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>/;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g;

/** Why an attribute is refused, or null. */
function attributeProblem(name: string, raw: string): string | null {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return `an event handler attribute (${name})`;
  const value = decode(raw);
  if (value === undefined) return 'an unknown entity reference';
  const v = squeezed(value);
  if (lower === 'href' || lower.endsWith(':href')) {
    return safeReference(v) ? null : 'an external or script link';
  }
  if (lower === 'style') return cssProblem(value);
  if (v.includes('javascript:') || v.includes('vbscript:')) return 'a script link';
  if (/url\(/.test(v)) {
    for (const m of v.matchAll(/url\(([^)]*)\)/g)) {
      if (!safeReference(m[1]!.replace(/^["']|["']$/g, ''))) return 'an external reference';
    }
  }
  return null;
}

/**
 * Why this SVG text may not be served as a logo or favicon, as words for the catalogue's message
 * (`a script element`), or null when it is safe: one `<svg>` root of allowed elements, no DOCTYPE or
 * entity declarations, no processing instructions but the XML declaration, no event handlers, no links
 * but to its own fragments or embedded rasters, no external references in styles.
 */
export function svgProblem(svg: string): string | null {
  let rest = svg.replace(/^\uFEFF/, '').trimStart();
  if (rest.startsWith('<?xml')) {
    const end = rest.indexOf('?>');
    if (end < 0) return 'markup that cannot be read';
    rest = rest.slice(end + 2);
  }
  const stack: string[] = [];
  let sawRoot = false;
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    if (lt < 0) {
      if (rest.trim() && stack.length === 0) return 'text outside the <svg> element';
      break;
    }
    const text = rest.slice(0, lt);
    if (stack.at(-1) === 'style') {
      const css = cssProblem(text);
      if (css) return css;
    } else if (text.trim() && stack.length === 0) return 'text outside the <svg> element';
    rest = rest.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->', 4);
      if (end < 0) return 'markup that cannot be read';
      rest = rest.slice(end + 3);
      continue;
    }
    if (/^<!doctype/i.test(rest) || /^<!entity/i.test(rest)) return 'a DOCTYPE or entity declaration';
    if (rest.startsWith('<![CDATA[')) return 'a CDATA section';
    if (rest.startsWith('<?')) return 'a processing instruction';
    const m = TAG.exec(rest);
    if (!m) return 'markup that cannot be read';
    rest = rest.slice(m[0].length);
    const [, closing, rawName, attributes, selfClosing] = m as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const name = rawName.toLowerCase();
    const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    if (local === 'script') return 'a script element';
    if (local === 'foreignobject') return 'a foreignObject element';
    if (!ELEMENTS.has(local)) return `an element that is not allowed (<${rawName}>)`;
    if (closing) {
      if (stack.pop() !== local) return 'markup that cannot be read';
      continue;
    }
    if (stack.length === 0) {
      if (sawRoot || local !== 'svg') return 'a root element other than one <svg>';
      sawRoot = true;
    }
    for (const a of attributes.matchAll(ATTRIBUTE)) {
      const problem = attributeProblem(a[1]!, a[2] ?? a[3] ?? '');
      if (problem) return problem;
    }
    if (!selfClosing) stack.push(local);
  }
  if (!sawRoot || stack.length > 0) return 'markup that cannot be read';
  return null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** True when the bytes start as a PNG does: the signature, then the IHDR chunk. */
export function isPng(bytes: Uint8Array): boolean {
  if (bytes.length < 24) return false;
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return false;
  return String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!) === 'IHDR';
}
