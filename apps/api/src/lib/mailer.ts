import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mails (password reset links) through the SMTP server of SMTP_URL. */
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
