import type { PGlite, Results, RowMode } from '@electric-sql/pglite';

export type AnswerField = { name: string; dataTypeID: number };

const BIND_COMPLETE = 0x32; // '2'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const READY_FOR_QUERY = 0x5a; // 'Z'
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The result of a prepared statement's run (Bind, Execute, Sync), read straight from
 * PostgreSQL's answer into the shape PGlite's `parseResults` gives. PGlite's own reader copies
 * every field into a buffer of its own before decoding it, which cost about a tenth of the
 * server's time on a list; here each field is decoded in place. An answer holding anything else
 * (an error, a notice, a second result) gives undefined, and the caller reads it with PGlite's
 * reader, which reports it as PGlite does.
 */
export function readPreparedAnswer(
  data: Uint8Array,
  fields: readonly AnswerField[],
  parsers: PGlite['parsers'],
  rowMode: RowMode | undefined,
): Results | undefined {
  const answer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const rows: unknown[] = [];
  let result: Results | undefined;
  let at = 0;
  while (at + 5 <= answer.length) {
    const type = answer[at];
    const end = at + 1 + answer.readInt32BE(at + 1);
    let cursor = at + 5;
    if (type === DATA_ROW) {
      const count = answer.readInt16BE(cursor);
      cursor += 2;
      const values: unknown[] = new Array<unknown>(count);
      for (let i = 0; i < count; i += 1) {
        const length = answer.readInt32BE(cursor);
        cursor += 4;
        if (length < 0) {
          values[i] = null;
          continue;
        }
        const text = answer.toString('utf8', cursor, cursor + length);
        cursor += length;
        const typeId = fields[i]?.dataTypeID ?? 0;
        const parser = parsers[typeId];
        values[i] = parser ? parser(text, typeId) : text;
      }
      if (rowMode === 'array') rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        fields.forEach((field, i) => (row[field.name] = values[i]));
        rows.push(row);
      }
    } else if (type === COMMAND_COMPLETE) {
      if (result) return undefined;
      const tag = answer.toString('utf8', cursor, end - 1).split(' ');
      const command = tag[0] ?? '';
      const count = parseInt(tag[tag.length - 1] ?? '', 10);
      result = {
        rows: rows as Results['rows'],
        fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
        command,
        affectedRows: COUNTED.has(command) && !Number.isNaN(count) ? count : 0,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      };
    } else if (type !== BIND_COMPLETE && type !== READY_FOR_QUERY) {
      return undefined;
    }
    at = end;
  }
  return at === answer.length ? result : undefined;
}
