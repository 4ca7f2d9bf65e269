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

export function smtpMailer(settings: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(settings.url);
  return {
    async send(message) {
      await transport.sendMail({ from: settings.from, ...message });
    },
    close: () => transport.close(),
  };
}
