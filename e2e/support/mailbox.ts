import { inject } from 'vitest';

export type Mail = { messageId: string; to: string[]; from: string; subject: string; text: string };

/** Every message the e2e server has sent so far (global-setup.ts runs its mail server). */
export async function sentMail(): Promise<Mail[]> {
  const response = await fetch(`${inject('mailboxUrl')}/messages`);
  if (!response.ok) throw new Error(`the mailbox answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/**
 * The first message to `to` that `match` accepts, waiting for it to arrive: e-mail goes out
 * moments after the change that queued it, in the order queued, so behind whatever the other
 * tests' changes queued before it (each complaint tells every administrator of the shared server).
 */
export async function waitForMail(
  to: string,
  match: (mail: Mail) => boolean = () => true,
  timeoutMs = 60_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await sentMail()).find((mail) => mail.to.includes(to) && match(mail));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} arrived in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The link of a password-reset e-mail, as a path on the app with its token, which it carries in
 * its fragment alone: the page's address as a server is asked for it holds no token.
 */
export function resetLinkIn(mail: Mail, baseUrl: string): string {
  const match = /(http\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No reset link in: ${mail.text}`);
  const link = new URL(match[1]);
  if (link.origin !== new URL(baseUrl).origin) throw new Error(`The link leads elsewhere: ${link}`);
  if (link.search !== '') throw new Error(`The link has a query: ${link}`);
  return `${link.pathname}${link.hash}`;
}
