import nodemailer from 'nodemailer';

/** One message of the outbox, as it goes out. */
export type OutgoingMail = { id: number; to: string; subject: string; text: string };

/** Hands a message to the mail server; resolves once the server has accepted it. */
export type MailTransport = {
  send: (mail: OutgoingMail, signal: AbortSignal) => Promise<void>;
  close: () => void;
};

/**
 * The Message-ID of an outbox row: the same on every attempt, so a message sent twice (the server
 * stopped after the mail server took it and before the row was marked) is recognisable as one
 * (docs/decisions/048).
 */
export function messageIdFor(id: number, appUrl: string): string {
  return `<outbox.${id}@${new URL(appUrl).hostname}>`;
}

/**
 * Short enough that a mail server that stops answering costs a message one attempt, not the
 * sender's whole queue: nodemailer's defaults wait up to ten minutes.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * Plain-text e-mail over SMTP (`SMTP_URL`), from `MAIL_FROM`. One connection is kept open while
 * messages follow each other, as the sender sends one at a time: a burst of notifications costs
 * one greeting, not one each.
 */
export function smtpTransport(mail: { smtpUrl: string; from: string }, appUrl: string) {
  const transporter = nodemailer.createTransport({
    url: mail.smtpUrl,
    pool: true,
    maxConnections: 1,
    idleTimeout: 30_000,
    ...TIMEOUTS,
  });
  const transport: MailTransport = {
    send: async ({ id, to, subject, text }, signal) => {
      await transporter.sendMail({
        from: mail.from,
        to,
        subject,
        text,
        messageId: messageIdFor(id, appUrl),
        signal,
      });
    },
    close: () => transporter.close(),
  };
  return transport;
}
