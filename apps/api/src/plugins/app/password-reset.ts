import fp from 'fastify-plugin';
import { PasswordResetService } from '../../modules/auth/password-reset.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** « Mot de passe oublié ? »'s links, mailed a moment after each request; null without SMTP. */
    passwordReset: PasswordResetService | null;
  }
}

/** The reset links' service (started by bootstrap.ts with the others), stopped at close. */
export default fp(
  async (app) => {
    const service = app.mailer
      ? new PasswordResetService(
          app.config,
          app.db,
          app.clock,
          app.mailer,
          app.authCache,
          app.log,
          app.config.mail?.resetDelayMs,
        )
      : null;
    app.decorate('passwordReset', service);
    app.addHook('preClose', async () => service?.stop());
  },
  { name: 'password-reset', dependencies: ['config', 'database', 'clock', 'mailer', 'auth'] },
);
