import { z } from 'zod';

/**
 * How a list is ordered (docs/product-rules.md#sorted-lists): a column's name for ascending, the
 * name after a minus for descending (`name`, `-name`), the same word in the API's query and in the
 * screen's address.
 */
export type SortDirection = 'ascending' | 'descending';
export type SortKey<Field extends string> = Field | `-${Field}`;
export type ListSort<Field extends string> = { field: Field; direction: SortDirection };

/** Every key a list's columns allow, ascending then descending for each. */
export function sortKeys<const Field extends string>(
  fields: readonly [Field, ...Field[]],
): [SortKey<Field>, ...SortKey<Field>[]] {
  const [first, ...rest] = fields;
  return [first, `-${first}`, ...rest.flatMap((field): SortKey<Field>[] => [field, `-${field}`])];
}

/** The sentence an unknown sort is refused with, naming the keys there are. */
export function sortInvalidMessage(noun: string, keys: readonly string[]): string {
  return `Sort ${noun} by one of: ${keys.join(', ')}.`;
}

/**
 * The `sort` query field of a list: one of its keys, absent for the list's own order. An
 * unknown key is a 400 naming the keys there are.
 */
export function sortField<const Field extends string>(
  noun: string,
  fields: readonly [Field, ...Field[]],
) {
  const keys = sortKeys(fields);
  return z.enum(keys, { error: sortInvalidMessage(noun, keys) }).optional();
}

export function parseSort<Field extends string>(key: SortKey<Field>): ListSort<Field> {
  return key.startsWith('-')
    ? // Only keys of this list's columns pass the schema; a minus leaves one of them.
      { field: key.slice(1) as Field, direction: 'descending' }
    : { field: key as Field, direction: 'ascending' };
}

export function sortKey<Field extends string>({
  field,
  direction,
}: ListSort<Field>): SortKey<Field> {
  return direction === 'descending' ? `-${field}` : field;
}
