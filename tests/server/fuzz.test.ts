import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../helpers/people';
import { createTestApp, isErrorBody, signedInPupil, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// Every operation of the OpenAPI document (/api/docs/json, what app.swagger() gives) gets boundary
// and random payloads, paths and tokens: no answer may be a 5xx, and every error is
// `{ message, code }` with a Russian message and a known code. Seeded and bounded, so a failure
// repeats and the suite stays fast. A new route is fuzzed as soon as it is in the document. Ids
// beyond PostgreSQL's integer go into every path with an id, with every role's token.

const SEED = 20260901;
const RANDOM_CASES = 30;

/** mulberry32: a small seeded generator, the same sequence on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof random>;

const STRINGS = [
  '',
  ' ',
  'a',
  'Маша',
  'masha@example.com',
  'correct-horse-42',
  '12345678',
  '\u0000',
  'Ма\u0000ша@example.com',
  '\u001b[31m',
  '\u0007\u0008',
  '\ud800',
  '\udfff\ud800',
  '\u202eАшам',
  '\u200b\u200b\u200b\u200b',
  '\u200b1234',
  '\ufffd\ufffd',
  '\ufeff',
  '🤖👩‍🔧',
  'x'.repeat(1000),
  'x'.repeat(1001),
  `${'я'.repeat(300)}@example.com`,
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '__proto__',
  '1e309',
];

const VALUES: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, -0, 2147483648, 9999999999, '9999999999', [], [1, 'a'], {}, { $gt: '' }, { a: { b: { c: {} } } }];

/**
 * Ids no row has on either engine (beyond PostgreSQL's integer, where a query would fail): sent
 * in every id of every path, alone and all together, by every role, since a route's role check
 * comes before its query (docs/decisions/0229-one-id-rule.md).
 */
const BEYOND_INT4 = ['2147483648', '9999999999'];

const RAW_BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '1',
  'true',
  '{',
  '{"a":1}{"b":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
  '\u0000',
  '{"email":"\\u0000","password":"\\ud800"}',
];

const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/xml'];

const PATH_VALUES = ['0', '-1', '1', '1.5', '1e3', '0x10', '9'.repeat(12), '9'.repeat(30), 'abc', 'null', '%ZZ', '%00', '%2e%2e', '..', '%F0%9F%A4%96', '%D0%9C', '1%00', ' 1', '1;drop'];

/** A random string of random code points, control and invisible ones included. */
function randomString(r: Random): string {
  const ranges = [
    [0x00, 0x20],
    [0x20, 0x7f],
    [0x80, 0xa0],
    [0x400, 0x450],
    [0x200b, 0x2070],
    [0xd800, 0xe000],
    [0xfff0, 0x10000],
    [0x1f300, 0x1f700],
  ] as const;
  let text = '';
  for (let i = r.int(24); i > 0; i -= 1) {
    const [from, to] = r.pick(ranges);
    text += String.fromCharCode(...(to > 0xffff ? [0xd83c, 0xdf00 + r.int(0x100)] : [from + r.int(to - from)]));
  }
  return text;
}

function randomValue(r: Random, depth = 0): unknown {
  const kind = r.int(depth > 2 ? 3 : 5);
  if (kind === 0) return r.pick(STRINGS);
  if (kind === 1) return randomString(r);
  if (kind === 2) return r.pick(VALUES);
  if (kind === 3) return Array.from({ length: r.int(4) }, () => randomValue(r, depth + 1));
  return Object.fromEntries(Array.from({ length: r.int(4) }, () => [randomString(r), randomValue(r, depth + 1)]));
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes EF BF BD; encodeURIComponent would throw). */
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`)).join('');
}

interface Operation {
  method: string;
  path: string;
  secured: boolean;
  pathParams: string[];
  bodyFields: string[];
}

interface Case {
  url: string;
  body?: string;
  contentType?: string;
  token?: string;
}

function operations(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const result: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      result.push({
        method: method.toUpperCase(),
        path,
        secured: Boolean(operation.security?.length),
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        bodyFields: Object.keys(schema?.properties ?? {}),
      });
    }
  }
  return result;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

function fillPath(operation: Operation, value: (name: string) => string): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => value(name));
}

/** The boundary cases of one operation, then RANDOM_CASES random ones. */
function cases(operation: Operation, token: string, r: Random, roleTokens: readonly string[]): Case[] {
  const list: Case[] = [];
  const url = () => fillPath(operation, () => '1');
  const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json' });
  const withToken = (c: Case): Case => (operation.secured ? { token, ...c } : c);

  for (const huge of BEYOND_INT4) {
    const urls = [fillPath(operation, () => huge), ...operation.pathParams.map((param) => fillPath(operation, (name) => (name === param ? huge : '1')))];
    for (const path of operation.pathParams.length > 0 ? new Set(urls) : []) {
      for (const roleToken of operation.secured ? roleTokens : [undefined]) list.push({ url: path, token: roleToken });
    }
  }

  for (const value of PATH_VALUES) if (operation.pathParams.length > 0) list.push(withToken({ url: fillPath(operation, () => value) }));
  for (const value of STRINGS) {
    if (operation.pathParams.length > 0) list.push(withToken({ url: fillPath(operation, () => encode(value)) }));
  }
  if (operation.secured) {
    for (const bad of ['', 'Bearer', 'Bearer ', 'Bearer x.y.z', token.slice(0, -3), `${token}x`, 'null', randomString(r).replace(/[^\x21-\x7e]/g, 'a')]) {
      list.push({ url: url(), token: bad });
    }
  }
  if (operation.bodyFields.length > 0) {
    const fields = operation.bodyFields;
    STRINGS.forEach((_, i) => {
      list.push(withToken({ url: url(), ...json(Object.fromEntries(fields.map((f, j) => [f, STRINGS[(i + j * 7) % STRINGS.length]]))) }));
    });
    for (const field of fields) {
      for (const value of VALUES) {
        list.push(withToken({ url: url(), ...json(Object.fromEntries(fields.map((f) => [f, f === field ? value : 'masha@example.com']))) }));
      }
      list.push(withToken({ url: url(), ...json(Object.fromEntries(fields.filter((f) => f !== field).map((f) => [f, 'Маша-12345'])) ) }));
    }
    for (const body of RAW_BODIES) list.push(withToken({ url: url(), body, contentType: 'application/json' }));
    for (const contentType of CONTENT_TYPES) list.push(withToken({ url: url(), body: 'email=a&password=b', contentType }));
  }

  for (let i = 0; i < RANDOM_CASES; i += 1) {
    const body =
      operation.bodyFields.length === 0
        ? undefined
        : JSON.stringify(
            r.next() < 0.7
              ? Object.fromEntries(operation.bodyFields.filter(() => r.next() < 0.9).map((f) => [f, randomValue(r)]))
              : randomValue(r),
          );
    const path = fillPath(operation, () => encode(r.next() < 0.5 ? randomString(r) : String(r.int(1e6))));
    list.push({ url: path, body, contentType: body === undefined ? undefined : 'application/json', token: r.next() < 0.8 ? token : randomString(r).replace(/[^\x21-\x7e]/g, '') });
  }
  return list;
}

let t: TestApp;
let token: string;
/** A pupil's, a teacher's, an admin's and a parent's token: each role reaches its own routes' queries. */
let roleTokens: string[];
beforeAll(async () => {
  t = await createTestApp();
  token = (await signedInPupil(t.app)).token;
  roleTokens = [token, ...(await Promise.all((['teacher', 'admin', 'parent'] as const).map(async (role) => (await person(t, role)).token)))];
});
afterAll(() => t.close());

describe(`schema fuzz on ${testEngine()}`, () => {
  it('answers every operation of the OpenAPI document without a 5xx, every error as {message, code}', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ops = operations(document);
    expect(ops.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining(['POST /api/v1/users/profile/signup', 'POST /api/v1/users/profile/login', 'GET /api/v1/users/profile/{id}']),
    );

    const r = random(SEED);
    const problems: string[] = [];
    let sent = 0;
    let beyondInt4 = 0;
    for (const operation of ops) {
      for (const c of cases(operation, token, r, roleTokens)) {
        if (operation.pathParams.length > 0 && BEYOND_INT4.some((huge) => c.url.includes(`/${huge}`))) beyondInt4 += 1;
        const headers: Record<string, string> = {};
        if (c.contentType) headers['content-type'] = c.contentType;
        if (c.token !== undefined) headers.authorization = c.token;
        // One at a time: the hash gate's "busy" (503) is for floods, not for this.
        const response: LightMyRequestResponse = await t.app.inject({ method: operation.method as 'GET', url: c.url, headers, payload: c.body });
        sent += 1;
        const what = `${operation.method} ${c.url.slice(0, 80)} ${JSON.stringify(c.body?.slice(0, 80))} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500) problems.push(what);
        else if (response.statusCode >= 400) {
          let body: unknown;
          try {
            body = response.json();
          } catch {
            body = undefined;
          }
          if (!isErrorBody(body)) problems.push(what);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(300);
    const withIds = ops.filter((op) => op.pathParams.length > 0);
    expect(withIds.map((op) => `${op.method} ${op.path}`)).toEqual(expect.arrayContaining(['GET /api/v1/family/children/{childId}', 'DELETE /api/v1/admin/family-links/{parentId}/{childId}']));
    expect(beyondInt4).toBeGreaterThanOrEqual(withIds.length * BEYOND_INT4.length * roleTokens.length);
  });
});
