import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a member's mail: List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends e-mails (password reset links, operators' alerts, members' reminders) through SMTP_URL. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The address of MAIL_FROM ("Name <address>" or a bare address). */
export function fromAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * `senderName` names the sender at each mail (the brand's, Réglages → Marque); the address
 * stays MAIL_FROM's, the one the mail server is allowed to send from.
 */
export function smtpMailer(
  settings: { url: string; from: string },
  senderName?: () => Promise<string>,
): Mailer {
  const transport = nodemailer.createTransport(settings.url);
  const address = fromAddress(settings.from);
  return {
    async send(message) {
      const from = senderName ? { name: await senderName(), address } : settings.from;
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
