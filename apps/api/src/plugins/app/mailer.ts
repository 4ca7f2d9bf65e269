import fp from 'fastify-plugin';
import { publicOrigin } from '../../config/env';
import { smtpMailer, type Mailer } from '../../lib/mailer';
import { MemberMail } from '../../modules/mail/mail.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail through SMTP_URL, or null when none is configured. */
    mailer: Mailer | null;
    /** Members' mails: opt-in, the unsubscribe list, RFC 8058 links (issue 33). */
    memberMail: MemberMail;
  }
}

export default fp(
  async (app) => {
    const senderName = async () => (await app.brand.current()).mail_sender_name;
    app.decorate('mailer', app.config.mail ? smtpMailer(app.config.mail, senderName) : null);
    app.decorate('memberMail', new MemberMail(app.db, app.mailer, publicOrigin(app.config), app.clock));
    app.addHook('preClose', async () => app.mailer?.close());
  },
  { name: 'mailer', dependencies: ['config', 'database', 'clock', 'brand'] },
);
