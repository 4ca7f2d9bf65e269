import fp from 'fastify-plugin';
import { smtpMailer, type Mailer } from '../../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail through SMTP_URL, or null when none is configured. */
    mailer: Mailer | null;
  }
}

export default fp(
  async (app) => {
    app.decorate('mailer', app.config.mail ? smtpMailer(app.config.mail) : null);
    app.addHook('preClose', async () => app.mailer?.close());
  },
  { name: 'mailer', dependencies: ['config'] },
);
