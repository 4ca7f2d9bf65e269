import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Each header's raw line, by lower-case name (the last one if repeated). */
  headers: Record<string, string>;
}

/** A real SMTP server on loopback (smtp-server) that keeps what it receives, for the tests. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(mail.headerLines.map((header) => [header.key, header.line])),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** The first mail to `address` (waits for it up to `timeoutMs`). */
  async function mailTo(address: string, timeoutMs = 3000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find((mail) => mail.to === address);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }

  /**
   * What it received, over HTTP, for tests in other processes (Playwright's workers):
   * GET /messages?to=<address>.
   */
  async function serveMailbox(): Promise<string> {
    const mailbox = http.createServer((request, response) => {
      const to = new URL(request.url ?? '/', 'http://localhost').searchParams.get('to');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(received.filter((mail) => to === null || mail.to === to)));
    });
    await new Promise<void>((resolve) => mailbox.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => mailbox.close(() => resolve())));
    return `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}`;
  }
  const closers: (() => Promise<void>)[] = [];

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailTo,
    serveMailbox,
    async close() {
      await Promise.all(closers.map((close) => close()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
