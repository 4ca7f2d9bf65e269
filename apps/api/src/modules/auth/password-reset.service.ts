import { and, eq, isNull, lt } from 'drizzle-orm';
import { publicOrigin, type Config } from '../../config/env';
import type { Database } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { escapeHtml, messages, requestLocale, textsFor, type ServerMessages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthCache } from './auth-cache';
import * as repo from './auth.repository';
import { assertUncommonPassword } from '../../lib/common-passwords';
import { readBrand } from '../brand/brand.repository';

/** A reset link is good once, for 30 minutes. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

/**
 * 'Mot de passe oublié ?': a single-use link by e-mail, its token stored hashed. The
 * answer is the same whether the address has an account or not, and it does not wait for
 * the mail, so neither its words nor its time tell.
 */
export class PasswordResetService {
  constructor(
    private readonly config: Config,
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly cache: AuthCache,
    private readonly log: FastifyBaseLogger,
  ) {}

  private readonly inFlight = new Set<Promise<void>>();

  /**
   * The account's lookup, the token and the mail, run by the route once its answer has
   * left: the answer's time is then the same whether the address has an account or not
   * (writing the token first made known addresses answer 3 ms slower, enough to tell).
   * `sent` settles when the work is done, for tests and for a clean shutdown.
   */
  request(email: string): { sent: Promise<void> } {
    const sent = this.sendLink(email).catch((error: unknown) =>
      this.log.warn({ err: error }, 'password reset mail not sent'),
    );
    this.inFlight.add(sent);
    void sent.finally(() => this.inFlight.delete(sent));
    return { sent };
  }

  /** Waits for the links still being written and mailed (the server is closing). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async sendLink(email: string): Promise<void> {
    const user = await repo.findUserByEmail(this.db, email);
    if (!user) return;
    const now = this.clock.now();
    const token = randomToken();
    await this.db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
    await this.db.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    // In the fragment: never sent to a server, so never in a log or a Referer.
    const link = `${publicOrigin(this.config)}/reinitialiser-mot-de-passe#token=${token}`;
    const { name: brand } = await readBrand(this.db);
    const mail = resetMail(textsFor(user.locale ?? requestLocale()), user.name, link, brand);
    await this.mailer.send({ to: user.email, ...mail });
  }

  /** Sets the new password with a valid link; every session of the account ends. */
  async confirm(token: string, password: string): Promise<void> {
    const now = this.clock.now();
    await assertUncommonPassword(password);
    const passwordHash = await hashPassword(password);
    const userId = await this.db.transaction(async (tx) => {
      // Used once: the first of two concurrent confirmations takes it.
      const [row] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt)))
        .returning();
      if (!row || row.expiresAt <= now) throw new HttpError(400, messages.passwordReset.invalidLink);
      await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
      await tx.delete(sessions).where(eq(sessions.userId, row.userId));
      // Other links of the account are void too.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
      return row.userId;
    });
    this.cache.forgetUser(userId);
  }
}

/** The reset e-mail, in the member's language: plain text and the same in HTML. */
function resetMail(texts: ServerMessages, name: string, link: string, brand: string) {
  const words = texts.passwordReset.mail;
  const signature = words.signature({ brand });
  return {
    subject: words.subject({ brand }),
    text: `${words.greeting({ name })}\n\n${words.intro}\n${link}\n\n${words.ignore}\n\n${signature}`,
    html:
      `<p>${escapeHtml(words.greeting({ name }))}</p><p>${escapeHtml(words.intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.button)}</a></p>` +
      `<p>${escapeHtml(words.ignore)}</p><p>${escapeHtml(signature)}</p>`,
  };
}
