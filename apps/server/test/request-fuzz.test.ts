import { catalogue, ID_PATTERN } from '@powerplay/contracts';
import type { OpenAPIV3 } from 'openapi-types';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from './helpers';

/**
 * Fuzz (decision 008): every string field of every route in the OpenAPI document — body, query,
 * path and header parameters — gets NUL and other control characters, as the principal the route
 * needs. None may give a 500 (PostgreSQL refuses NUL in text), and each is refused with the catalogue's
 * TEXT_INVALID_CHARACTERS before it reaches a service.
 */
type Schema = OpenAPIV3.SchemaObject;

let t: TestApp;
let playerToken: string;
let operatorToken: string;
let platformToken: string;
let doc: OpenAPIV3.Document;
beforeAll(async () => {
  t = await createTestApp();
  playerToken = (await registerPlayer(t.app)).token;
  operatorToken = (await registerOperator(t)).token;
  platformToken = (await registerOperator(t, 'platform')).token;
  doc = t.app.swagger() as OpenAPIV3.Document;
});
afterAll(() => t.close());

let serial = 0;
/** A plausible value for a field, so that without the rule the request would reach the database. */
function sample(name: string, schema: Schema | undefined): unknown {
  if (!schema) return 'fuzz';
  if (schema.enum) return schema.enum[0];
  // A path or query id (the contracts' `idParam`): digits only.
  if (schema.type === 'string' && schema.pattern && new RegExp(schema.pattern).test('1')) return '1';
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sample(name, schema.items as Schema),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sample(key, s as Schema)]),
      );
    default:
      break;
  }
  serial += 1;
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.format === 'date') return '1990-01-01';
  if (/email/i.test(name)) return `fuzz${serial}@example.com`;
  const byName: Record<string, string> = {
    displayName: `Fuzz ${serial}`,
    phone: '15555550100',
    slug: 'fuzz-page',
    country: 'CA',
    province: 'ON',
    password: 'fuzz password',
    currentPassword: 'correct horse battery',
    newPassword: 'another long password',
  };
  return byName[name] ?? 'fuzz text';
}

interface Case {
  method: string;
  path: string;
  where: string;
  /** A field whose text may span lines (`x-multiline` in the document). */
  multiline: boolean;
  send(poison: string): Promise<{ statusCode: number; json(): unknown }>;
}

interface Operation {
  /** An old client's call: its credential is the `jwt` in its payload. */
  jwtInPayload: boolean;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  params: OpenAPIV3.ParameterObject[];
  bodySchema: Schema | undefined;
  /** Plausible values of its path and query parameters, headers and body. */
  baseParams: Record<string, string>;
  baseHeaders: Record<string, string>;
  baseBody: unknown;
  /** Sends it as the principal it needs; path values go into the URL as they are (already encoded). */
  request: (
    body: unknown,
    paramValues: Record<string, string>,
    headerValues: Record<string, string>,
    as?: 'anonymous',
  ) => Promise<{ statusCode: number; json(): unknown }>;
}

/** Every operation of the OpenAPI document. */
function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item?.[method];
      if (!op) continue;
      const params = (op.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const bodySchema = (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content[
        'application/json'
      ]?.schema as Schema | undefined;
      const token = path.startsWith('/api/operator/')
        ? operatorToken
        : path.startsWith('/api/platform/')
          ? platformToken
          : playerToken;
      // The old client's calls carry the session as a `jwt` field or query parameter: it is the credential
      // (as Authorization is elsewhere), given the player's token and not poisoned itself.
      const jwtInPayload = (op.security ?? []).some((scheme) => 'legacyJwt' in scheme);
      const sampled = bodySchema ? sample('body', bodySchema) : undefined;
      out.push({
        jwtInPayload,
        method,
        path,
        params,
        bodySchema,
        baseParams: Object.fromEntries(
          params
            .filter((p) => p.in !== 'header')
            .map((p) => [p.name, encodeURIComponent(String(sample(p.name, p.schema as Schema)))]),
        ),
        baseHeaders: Object.fromEntries(
          params.filter((p) => p.in === 'header').map((p) => [p.name, `fuzz-${p.name}-${(serial += 1)}`]),
        ),
        baseBody:
          jwtInPayload && sampled && typeof sampled === 'object' ? { ...sampled, jwt: token } : sampled,
        request: (body, paramValues, headerValues, as) => {
          let url = path.replace(/\{(\w+)\}/g, (_, name: string) => paramValues[name] ?? '');
          const query = params
            .filter((p) => p.in === 'query')
            .map((p) => `${p.name}=${paramValues[p.name] ?? ''}`);
          // The document names a query jwt through its security scheme, not among the parameters.
          if (jwtInPayload && method === 'get') query.push(`jwt=${encodeURIComponent(token)}`);
          if (query.length) url += `?${query.join('&')}`;
          return api(t.app, method.toUpperCase(), url, {
            ...(as === 'anonymous' ? {} : { token }),
            body,
            headers: headerValues,
            // A fresh address per request: the fuzz is not what per-IP rate limits are for.
            remoteAddress: `10.77.${Math.floor(serial / 250) % 250}.${(serial++ % 250) + 1}`,
          });
        },
      });
    }
  }
  return out;
}

/** One case per string field (nested body fields and array items included). */
function cases(): Case[] {
  const out: Case[] = [];
  for (const op of operations()) {
    const { method, path, params, bodySchema, baseParams, baseHeaders, baseBody, request } = op;
    for (const p of params) {
      if ((p.schema as Schema | undefined)?.type !== 'string') continue;
      out.push({
        method,
        path,
        where: `${p.in} ${p.name}`,
        multiline: false,
        send: (poison) =>
          p.in === 'header'
            ? request(baseBody, baseParams, { ...baseHeaders, [p.name]: `fuzz${poison}key` })
            : request(
                baseBody,
                { ...baseParams, [p.name]: `${baseParams[p.name]}${encodeURIComponent(poison)}` },
                baseHeaders,
              ),
      });
    }
    for (const { field, multiline } of stringFields(bodySchema, [])) {
      if (op.jwtInPayload && field.join('.') === 'jwt') continue;
      out.push({
        method,
        path,
        where: `body ${field.join('.')}`,
        multiline,
        send: (poison) => request(poisoned(baseBody, field, poison), baseParams, baseHeaders),
      });
    }
  }
  return out;
}

type Field = { field: (string | number)[]; multiline: boolean };

/** Paths (keys and array indexes) of every string in a body schema. */
function stringFields(schema: Schema | undefined, at: (string | number)[]): Field[] {
  if (!schema) return [];
  if (schema.type === 'string') {
    return [{ field: at, multiline: (schema as Record<string, unknown>)['x-multiline'] === true }];
  }
  if (schema.type === 'array') return stringFields(schema.items as Schema, [...at, 0]);
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, s]) =>
      stringFields(s as Schema, [...at, key]),
    );
  }
  return [];
}

function poisoned(body: unknown, field: (string | number)[], poison: string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of field.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = field[field.length - 1]!;
  node[last] = `${String(node[last])}${poison}`;
  return copy;
}

describe('control characters in every string field of the API', () => {
  // NUL (PostgreSQL's nemesis), a bell, an ANSI escape, DEL; line breaks and tabs where one line fits.
  const poisons = ['\u0000', 'a\u0007b', '\u001b[31mred', '\u007f'];
  const breaks = ['one\nline', 'one\r\nline', 'tab\there'];

  it('covers the API: bodies, queries, path parameters and headers', () => {
    const all = cases();
    expect(all.length).toBeGreaterThan(40);
    for (const where of ['body', 'query', 'path', 'header']) {
      expect(all.some((c) => c.where.startsWith(where))).toBe(true);
    }
    expect(all.filter((c) => c.multiline).map((c) => `${c.path} ${c.where}`)).toEqual([
      '/api/operator/content/pages/{slug} body intro',
      '/api/operator/content/pages/{slug} body bodyHtml',
      '/api/operator/content/pages/{slug} body blocks.0.html',
      // The content editor's preview sends the same fields as a save.
      '/api/operator/content/pages/{slug}/preview body intro',
      '/api/operator/content/pages/{slug}/preview body bodyHtml',
      '/api/operator/content/pages/{slug}/preview body blocks.0.html',
      '/api/partner-enquiries body message',
      // An operator's note on a lead (decision 024) keeps its lines.
      '/api/operator/leads/{kind}/{id}/notes body body',
      // The old client's partner form (docs/legacy-api.md): the same message field.
      '/public_api/partner.php body message',
    ]);
  });

  it('refuses each with 400 TEXT_INVALID_CHARACTERS, never a 500', async () => {
    const failures: string[] = [];
    for (const c of cases()) {
      for (const poison of c.multiline ? poisons : [...poisons, ...breaks]) {
        const res = await c.send(poison);
        const code = (res.json() as { error?: { code?: string } }).error?.code;
        if (res.statusCode !== 400 || code !== 'TEXT_INVALID_CHARACTERS') {
          failures.push(
            `${c.method.toUpperCase()} ${c.path} ${c.where} ${JSON.stringify(poison)} → ${res.statusCode} ${code}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets line breaks and tabs through in multi-line fields, with no 500', async () => {
    const failures: string[] = [];
    for (const c of cases().filter((x) => x.multiline)) {
      for (const poison of breaks) {
        const res = await c.send(poison);
        const code = (res.json() as { error?: { code?: string } }).error?.code;
        if (res.statusCode >= 500 || code === 'TEXT_INVALID_CHARACTERS') {
          failures.push(`${c.path} ${c.where} ${JSON.stringify(poison)} → ${res.statusCode} ${code}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers with the catalogue text and keeps multi-line text in a body', async () => {
    const res = await api(t.app, 'POST', '/api/partner-enquiries', {
      body: { name: 'Nul\u0000Name', email: 'partner@example.com', phone: '15555550100' },
    });
    expect(res.statusCode).toBe(400);
    const entry = catalogue.TEXT_INVALID_CHARACTERS;
    expect(res.json()).toEqual({
      error: { code: 'TEXT_INVALID_CHARACTERS', title: entry.title, message: entry.message },
    });
    const multiline = await api(t.app, 'POST', '/api/partner-enquiries', {
      body: {
        name: 'Ann Partner',
        email: 'partner@example.com',
        phone: '15555550100',
        message: 'Hello,\r\n\tWe run a charity lottery.\nCall us.',
      },
    });
    expect(multiline.statusCode).toBe(201);
  });
});

describe('malformed input on every route: lone surrogates, deep nesting, non-canonical ids', () => {
  const codeOf = (res: { json(): unknown }) => (res.json() as { error?: { code?: string } }).error?.code;

  /** Every table's row count: what the requests below must not change. */
  async function fingerprint() {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(t.database.db);
    const counts: Record<string, number> = {};
    for (const { table_name } of rows)
      counts[table_name] = (
        await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}`.execute(
          t.database.db,
        )
      ).rows[0]!.n;
    return counts;
  }

  it('refuses a lone UTF-16 surrogate in every body string and key with 400 TEXT_INVALID_CHARACTERS', async () => {
    const failures: string[] = [];
    for (const c of cases().filter((x) => x.where.startsWith('body'))) {
      for (const poison of ['\ud800', 'x\udc00y', '\udbff']) {
        const res = await c.send(poison);
        if (res.statusCode !== 400 || codeOf(res) !== 'TEXT_INVALID_CHARACTERS')
          failures.push(
            `${c.method} ${c.path} ${c.where} ${JSON.stringify(poison)} → ${res.statusCode} ${codeOf(res)}`,
          );
      }
    }
    const objects = operations().filter((o) => o.baseBody !== null && typeof o.baseBody === 'object');
    expect(objects.length).toBeGreaterThan(20);
    for (const o of objects) {
      const body = Array.isArray(o.baseBody)
        ? [{ 'k\ud800': 1 }]
        : { ...(o.baseBody as object), 'k\ud800': 'v' };
      const res = await o.request(body, o.baseParams, o.baseHeaders);
      if (res.statusCode !== 400 || codeOf(res) !== 'TEXT_INVALID_CHARACTERS')
        failures.push(`${o.method} ${o.path} key → ${res.statusCode} ${codeOf(res)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses JSON nested 2,500 deep with 400 MALFORMED_BODY on every route that takes a body, anonymous too', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 2500; i++) deep = i % 2 ? [deep] : { a: deep };
    const before = await fingerprint();
    const failures: string[] = [];
    // Every method that carries a body (GETs do not; the event streams among them never end).
    const writes = operations().filter((o) => o.method !== 'get');
    expect(writes.length).toBeGreaterThanOrEqual(30);
    for (const o of writes) {
      for (const as of [undefined, 'anonymous'] as const) {
        const res = await o.request(deep, o.baseParams, o.baseHeaders, as);
        // Anonymous on a signed-in route: refused for who it is before the body is read, also fine.
        const refusedFirst = as === 'anonymous' && [401, 403].includes(res.statusCode);
        if (!refusedFirst && (res.statusCode !== 400 || codeOf(res) !== 'MALFORMED_BODY'))
          failures.push(`${o.method} ${o.path} ${as ?? 'signed in'} → ${res.statusCode} ${codeOf(res)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses an id in any notation but plain digits on every path, 400 or 404, changing nothing', async () => {
    const notations = [
      '%201',
      '1%20',
      '0x10',
      '1e3',
      '0b1',
      '0o7',
      '01',
      '+1',
      '1.0',
      '-1',
      '0',
      '2147483648',
      'NaN',
    ];
    const isId = (p: OpenAPIV3.ParameterObject) =>
      p.in === 'path' && (p.schema as Schema | undefined)?.pattern === ID_PATTERN.source;
    const withIds = operations().filter((o) => o.params.some(isId));
    expect(withIds.length).toBeGreaterThan(15);
    const before = await fingerprint();
    const failures: string[] = [];
    for (const o of withIds) {
      for (const p of o.params.filter(isId)) {
        for (const notation of notations) {
          const res = await o.request(o.baseBody, { ...o.baseParams, [p.name]: notation }, o.baseHeaders);
          if (![400, 404].includes(res.statusCode) || !codeOf(res))
            failures.push(`${o.method} ${o.path} ${p.name}=${notation} → ${res.statusCode} ${codeOf(res)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });
});
