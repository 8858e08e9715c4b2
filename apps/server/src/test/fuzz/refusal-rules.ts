import type { z } from 'zod';

// What the server sees, and whether it must refuse it

const ONE_MEGABYTE = 1024 * 1024;

/** Lone surrogates leave the client as U+FFFD in a URL; the server sees them so. */
export const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A NUL or half an emoji anywhere: text the server refuses because it cannot store it as sent. */
function hasUnstorable(value: unknown): boolean {
  const bad = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
  if (typeof value === 'string') return bad(value);
  if (Array.isArray(value)) return value.some(hasUnstorable);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => bad(key) || hasUnstorable(item));
  }
  return false;
}

/** Fastify's JSON parser refuses `__proto__` and `constructor.prototype` anywhere in a body. */
function poisoned(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(poisoned);
  if (value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key === '__proto__') return true;
    if (key === 'constructor' && item !== null && typeof item === 'object' && 'prototype' in item)
      return true;
    if (poisoned(item)) return true;
  }
  return false;
}

/**
 * Whether the server must refuse this body: too large, not JSON, poisoned, refused by the route's
 * own schema, or holding unstorable text in a value the schema keeps (unknown fields are dropped
 * unread).
 */
export function refusedBody(schema: z.ZodType, text: string): boolean {
  if (Buffer.byteLength(text) > ONE_MEGABYTE) return true;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return true;
  }
  if (poisoned(value)) return true;
  const parsed = schema.safeParse(value);
  return !parsed.success || hasUnstorable(parsed.data);
}

export type QueryEntry = [string, string | string[]];

export function refusedQuery(schema: z.ZodType, entries: QueryEntry[]): boolean {
  const seen = Object.fromEntries(
    entries.map(([key, value]) => [
      wellFormed(key),
      Array.isArray(value) ? value.map(wellFormed) : wellFormed(value),
    ]),
  );
  const parsed = schema.safeParse(seen);
  return !parsed.success || hasUnstorable(parsed.data);
}

export function queryText(entries: QueryEntry[], junk: string): string {
  const pairs = entries.flatMap(([key, value]) =>
    [value].flat().map((item) => `${percentEncode(key)}=${percentEncode(item)}`),
  );
  return [...pairs, junk].filter((part) => part !== '').join('&');
}
