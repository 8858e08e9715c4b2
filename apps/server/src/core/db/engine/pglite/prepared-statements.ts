import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { concatBytes } from './concat-bytes';
import { MAX_PREPARED_PER_CONNECTION, statementName } from '../statement-names';
import { type AnswerField, readPreparedAnswer } from './prepared-answer';
import { isSharedProtocol } from './shared-protocol';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;

type Prepared = {
  name: string;
  parameterTypes: number[];
  /** The statement's row description (none for a statement that returns no rows). */
  description: RowDescription[];
  fields: AnswerField[];
};

/** PostgreSQL's answer read with PGlite's reader; the error it holds, if any, is thrown. */
function messagesOf(answer: Uint8Array): BackendMessage[] {
  const messages: BackendMessage[] = [];
  new protocol.Parser().parse(answer, (message) => messages.push(message));
  const failure = messages.find((message) => message instanceof protocol.messages.DatabaseError);
  if (failure) throw failure;
  return messages;
}

/**
 * PGlite with prepared statements. PGlite's own `query` parses and plans every statement again
 * and crosses into WebAssembly five times to run it (Parse, Describe, Bind, Describe, Execute);
 * here a data statement is parsed and described once, under a name, and each later run is a
 * single call (Bind, Execute, Sync) whose rows are decoded in place (prepared-answer.ts). A
 * person's single-user lookup takes about 20 µs instead of 180 µs. On the database's own thread
 * (docs/decisions/017) such runs from many requests go to it at once, outside PGlite's locks. Everything else (transaction control, DDL, more
 * distinct statements than the cap) goes through PGlite unchanged, and results have PGlite's
 * shape, so Drizzle cannot tell the difference.
 */
export function withPreparedStatements(pg: PGlite): PGlite {
  // Statements being prepared are shared too, so two callers never Parse the same name twice.
  const prepared = new Map<string, Promise<Prepared>>();
  const eligible = (text: string) =>
    prepared.has(text) ||
    (prepared.size < MAX_PREPARED_PER_CONNECTION && statementName(text) !== undefined);
  // A database on its own thread takes single-batch statements from many callers at once.
  const shared = isSharedProtocol(pg) ? pg : undefined;
  let named = 0;

  /**
   * PGlite's parser merges a query's own parsers into its 318 defaults by copying them all, on
   * every call: 70 µs, as long as running the statement. Here the query's own parsers sit on top
   * of the defaults by prototype, which copies nothing; a query prepared once passes the same
   * parsers object on every run, so even that is made once per object.
   */
  const mergedParsers = new WeakMap<object, PGlite['parsers']>();
  function parsersFor(options: QueryOptions | undefined): PGlite['parsers'] {
    const own = options?.parsers;
    if (!own) return pg.parsers;
    let merged = mergedParsers.get(own);
    if (!merged) {
      merged = Object.assign(Object.create(pg.parsers) as PGlite['parsers'], own);
      mergedParsers.set(own, merged);
    }
    return merged;
  }

  /**
   * Runs one batch and gives PostgreSQL's answer: alongside other callers when shared, else
   * inside PGlite's query lock. An error in the answer is thrown when the answer is read
   * (messagesOf); PGlite in this process throws it itself. The database's thread hands the answer
   * back unread, and it is not read twice here.
   */
  type Send = (message: Uint8Array) => Promise<Uint8Array>;
  const sendLocked: Send = shared
    ? (message) => pg.execProtocolRaw(message, { syncToFs: false })
    : async (message) => (await pg.execProtocol(message, { syncToFs: false })).data;

  function prepare(text: string, send: Send): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) return known;
    named += 1;
    const name = `hms_${named}`;
    const { serialize } = protocol;
    const preparing = send(
      concatBytes([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    ).then((answer) => {
      const messages = messagesOf(answer);
      const description = messages.filter(
        (message): message is RowDescription =>
          message instanceof protocol.messages.RowDescriptionMessage,
      );
      return {
        name,
        parameterTypes: parse.parseDescribeStatementResults(messages),
        description,
        fields: (description[0]?.fields ?? []).map(({ name: field, dataTypeID }) => ({
          name: field,
          dataTypeID,
        })),
      };
    });
    prepared.set(text, preparing);
    // A statement that failed to prepare is forgotten, so a later call reports its own error.
    preparing.catch(() => prepared.delete(text));
    return preparing;
  }

  async function execute<T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    send: Send,
  ): Promise<Results<T>> {
    const statement = await prepare(text, send);
    const values = (params ?? []).map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { serialize } = protocol;
    const answer = await send(
      concatBytes([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const read = readPreparedAnswer(
      answer,
      statement.fields,
      parsersFor(options),
      options?.rowMode,
    );
    if (read) return read as Results<T>;
    const [result] = parse.parseResults(
      [...statement.description, ...messagesOf(answer)],
      parsersFor(options),
      options?.parsers ? { ...options, parsers: undefined } : options,
    );
    return (result ?? { rows: [], fields: [], affectedRows: 0 }) as Results<T>;
  }

  async function run<T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    return pg._runExclusiveQuery(async () => {
      const result = await execute<T>(text, params, options, sendLocked);
      if (!inTransaction) await pg.syncToFs();
      // Statements queued on PGlite's lock would otherwise run back to back as promise callbacks,
      // and node reads no socket until the queue is empty: under load a request could wait
      // seconds before the server even read it. One turn of the event loop after each statement
      // lets waiting requests in, in arrival order. Inside a transaction the statements belong to
      // one request, so they run on.
      if (!inTransaction) await new Promise<void>((resolve) => setImmediate(resolve));
      return result;
    });
  }

  function inTransaction(tx: Transaction): Transaction {
    return new Proxy(tx, {
      get(target, property, receiver) {
        if (property === 'query') {
          return <T>(text: string, params?: unknown[], options?: QueryOptions) =>
            eligible(text)
              ? run<T>(text, params, options, true)
              : target.query<T>(text, params, options);
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
  }

  return new Proxy(pg, {
    get(target, property) {
      if (property === 'query') {
        return async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (!eligible(text)) return target.query<T>(text, params, options);
          await target._checkReady();
          if (shared) {
            const send: Send = (message) => shared.execSharedProtocolRaw(message);
            return execute<T>(text, params, options, send);
          }
          return target._runExclusiveTransaction(() => run<T>(text, params, options, false));
        };
      }
      if (property === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(inTransaction(tx)));
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
