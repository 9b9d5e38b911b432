import { z } from 'zod';

/**
 * One rule for invalid characters in anything a client sends (decision 008). NUL
 * and the other C0 controls (and DEL) are never legitimate text: PostgreSQL refuses NUL in `text` (a
 * 500 if it gets that far), and the rest are invisible in every screen that shows them. A lone UTF-16
 * surrogate (`"\ud800"` in JSON) is no character at all: a `json` column refuses it (a 500) and a
 * `text` column would store "�". Tab, line feed and carriage return are legitimate in multi-line text
 * (a message, content HTML): a request field marked `multiline(...)` may carry them; every other string
 * (names, ids, URL parts, headers) is one line.
 */
export type TextKind = 'multiline' | 'line';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

export function hasInvalidCharacters(value: string, kind: TextKind): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x7f) return true;
    if (c < 0x20 && (kind === 'line' || (c !== TAB && c !== LINE_FEED && c !== CARRIAGE_RETURN))) return true;
    if (isHighSurrogate(c)) {
      // A pair (an emoji, say) is one character; a high surrogate without its low half is not.
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return true;
      i += 1;
    } else if (isLowSurrogate(c)) return true;
  }
  return false;
}

/**
 * How deeply a request's JSON may nest: far more than any request of the API needs (a few levels), and
 * few enough that walking it (this rule, zod, hashing for idempotency) can never exhaust the stack —
 * ~2,500 levels in 12 KB did.
 */
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests arrays and objects deeper than `max`; walks without recursion. */
export function nestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

const MULTILINE = 'x-multiline';

/** Marks a request field whose text may span lines (tab, LF, CR); shown in the OpenAPI document. */
export function multiline<T extends z.ZodType>(schema: T): T {
  return schema.meta({ [MULTILINE]: true });
}

/** What the rule needs of a zod schema's definition: its fields, its items, what it wraps. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
}

/** The schema under optional/default/nullable/pipe wrappers, and whether any level is `multiline`. */
function unwrap(schema: z.ZodType, kind: TextKind): { def: SchemaDef; kind: TextKind } {
  let current = schema;
  for (;;) {
    if (z.globalRegistry.get(current)?.[MULTILINE] === true) kind = 'multiline';
    const def = current._zod.def as unknown as SchemaDef;
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) return { def, kind };
    current = inner;
  }
}

/**
 * True when a parsed request value breaks the rule for its schema: object keys and strings are one
 * line unless their field is `multiline(...)`. Values the schema does not describe (extra headers, a
 * union's branches) are held to the multi-line rule: NUL and the other controls are still refused.
 */
export function breaksTextRule(
  schema: z.ZodType | undefined,
  value: unknown,
  kind: TextKind = 'line',
): boolean {
  const node = schema ? unwrap(schema, kind) : { def: undefined, kind: 'multiline' as const };
  if (typeof value === 'string') return hasInvalidCharacters(value, node.kind);
  if (Array.isArray(value)) {
    const element = node.def?.type === 'array' ? node.def.element : undefined;
    return value.some((v) => breaksTextRule(element, v, node.kind));
  }
  if (value !== null && typeof value === 'object') {
    const shape = node.def?.type === 'object' ? node.def.shape : undefined;
    return Object.entries(value).some(
      ([key, v]) => hasInvalidCharacters(key, 'line') || breaksTextRule(shape?.[key], v, node.kind),
    );
  }
  return false;
}
