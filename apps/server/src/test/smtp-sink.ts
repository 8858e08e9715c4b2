import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the sink accepted: its envelope's recipients and the parsed message. */
export type ReceivedMail = {
  messageId: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
};

export type SmtpSinkOptions = {
  /** The first this many messages are refused after their DATA, with `refuseCode`. */
  refuseFirst?: number;
  /** 451 (try again later) by default; a 5xx is a refusal as permanent as a server says. */
  refuseCode?: number;
  /** Messages wait after their DATA, unanswered, until `release()`. */
  hold?: boolean;
};

export type SmtpSink = {
  /** `smtp://127.0.0.1:{port}`, for SMTP_URL. */
  url: string;
  /** What the sink accepted, in order: a message counts once the client was told 250. */
  messages: ReceivedMail[];
  /** Every message the client finished sending, accepted, refused or held. */
  attempts: () => number;
  /** Messages waiting, unanswered, for `release()`. */
  held: () => number;
  /** Clients connected now. */
  connections: () => number;
  refuseNext: (count: number, code?: number) => void;
  hold: () => void;
  /** Answers the held messages and stops holding: those whose client is gone are lost. */
  release: () => void;
  /** Resolves once `count` messages have been accepted. */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  /** Resolves with the first accepted message that matches. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  /** Resolves once `count` messages are held. */
  waitForHeld: (count: number, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

function waitUntil(
  events: EventEmitter,
  done: () => boolean,
  what: string,
  timeoutMs: number,
): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!done()) return;
      clearTimeout(timer);
      events.off('change', check);
      resolve();
    };
    const timer = setTimeout(() => {
      events.off('change', check);
      reject(new Error(`The SMTP sink waited ${timeoutMs} ms for ${what}`));
    }, timeoutMs);
    events.on('change', check);
  });
}

/**
 * A real SMTP server in the test process, on a free port, that keeps what it is sent; it can
 * refuse messages or hold them unanswered, as a slow or failing mail server would.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const events = new EventEmitter();
  const messages: ReceivedMail[] = [];
  const closedSessions = new Set<string>();
  let waiting: (() => void)[] = [];
  let attempts = 0;
  let refuse = options.refuseFirst ?? 0;
  let refuseCode = options.refuseCode ?? 451;
  let holding = options.hold ?? false;
  let connections = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream).then(
        (parsed) => {
          attempts += 1;
          const mail: ReceivedMail = {
            messageId: parsed.messageId ?? '',
            to: recipients,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          };
          const answer = () => {
            if (refuse > 0) {
              refuse -= 1;
              const error = Object.assign(new Error('Mailbox busy, try again later'), {
                responseCode: refuseCode,
              });
              callback(error);
            } else {
              // A client gone before the answer never learnt the message was taken.
              if (!closedSessions.has(session.id)) messages.push(mail);
              callback();
            }
            events.emit('change');
          };
          if (holding) {
            waiting.push(answer);
            events.emit('change');
          } else answer();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onClose(session) {
      closedSessions.add(session.id);
      connections -= 1;
      events.emit('change');
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    attempts: () => attempts,
    held: () => waiting.length,
    connections: () => connections,
    refuseNext: (count, code = 451) => {
      refuse = count;
      refuseCode = code;
    },
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      const answers = waiting;
      waiting = [];
      for (const answer of answers) answer();
    },
    waitForMessages: async (count, timeoutMs = 15_000) => {
      await waitUntil(events, () => messages.length >= count, `${count} messages`, timeoutMs);
      return messages;
    },
    waitFor: async (match, timeoutMs = 15_000) => {
      await waitUntil(events, () => messages.some(match), 'a matching message', timeoutMs);
      const found = messages.find(match);
      if (!found) throw new Error('the matching message is gone');
      return found;
    },
    waitForHeld: (count, timeoutMs = 15_000) =>
      waitUntil(events, () => waiting.length >= count, `${count} held messages`, timeoutMs),
    close: () =>
      new Promise<void>((resolve) => {
        const answers = waiting;
        waiting = [];
        holding = false;
        for (const answer of answers) answer();
        server.close(() => resolve());
      }),
  };
}

/** The server's mail settings for sending to the sink: retries a tenth of a second apart. */
export function mailConfigFor(
  sink: Pick<SmtpSink, 'url'>,
  overrides: { maxAttempts?: number; retryBaseMs?: number } = {},
) {
  return {
    smtpUrl: sink.url,
    from: 'Test College <office@college.test>',
    maxAttempts: overrides.maxAttempts ?? 4,
    retryBaseMs: overrides.retryBaseMs ?? 100,
  };
}
