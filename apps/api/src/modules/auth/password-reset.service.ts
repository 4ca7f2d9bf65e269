import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { publicOrigin, type Config } from '../../config/env';
import { queryRows, type Database, type DatabaseHandle } from '../../db/client';
import { passwordResetRequests, passwordResetTokens, sessions, users } from '../../db/schema';
import { escapeHtml, messages, textsFor, type ServerMessages } from '../../i18n';
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

/** How long a request waits before it is mailed: its handling never follows its answer. */
export const RESET_SEND_DELAY_MS = 500;
/** Requests left by a stopped instance are looked for this often. */
const SWEEP_MS = 30_000;
const BATCH = 20;

/**
 * 'Mot de passe oublié ?': a single-use link by e-mail, its token stored hashed. The
 * answer is the same whether the address has an account or not, and so is the work around
 * it: once the answer has left, each request writes one row (`password_reset_requests`).
 * A moment later (`sendDelayMs`, not at each request) whichever instance is free looks the
 * addresses up, writes the tokens and mails the links. Timing a request, under load or
 * not, cannot tell whether an account exists (docs/decisions/0035).
 */
export class PasswordResetService {
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopListening: (() => Promise<void>) | null = null;
  private sweep: ReturnType<typeof setInterval> | null = null;
  private wakeUp: ReturnType<typeof setTimeout> | null = null;
  private draining: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly config: Config,
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly cache: AuthCache,
    private readonly log: FastifyBaseLogger,
    private readonly sendDelayMs = RESET_SEND_DELAY_MS,
  ) {}

  /** Listens for requests written by any instance; sweeps for those a stopped one left. */
  async start(database: DatabaseHandle): Promise<void> {
    this.stopping = false;
    this.stopListening = await database.listen('password_reset_requests', () => this.wake());
    this.sweep = setInterval(() => this.wake(), SWEEP_MS);
    this.sweep.unref();
    this.wake();
  }

  /**
   * Run by the route once its answer has left, the same for every address: one row.
   * `written` settles once it is stored (tests, and a clean shutdown).
   */
  request(email: string, locale: string): { written: Promise<void> } {
    const requestedAt = this.clock.now();
    // On the next turn of the event loop: nothing of it delays the answer's end.
    const written = new Promise((resolve) => setImmediate(resolve))
      .then(() => this.db.insert(passwordResetRequests).values({ email, locale, requestedAt }))
      .then(() => undefined)
      .catch((error: unknown) => this.log.warn({ err: error }, 'password reset request not kept'));
    this.track(written);
    return { written };
  }

  /** Waits for the requests being written and the links being mailed (the server is closing). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  async stop(): Promise<void> {
    // The batch being mailed is finished; what waits stays for another instance or the next start.
    this.stopping = true;
    if (this.sweep) clearInterval(this.sweep);
    if (this.wakeUp) clearTimeout(this.wakeUp);
    this.sweep = this.wakeUp = null;
    await this.stopListening?.();
    this.stopListening = null;
    await this.settle();
  }

  /** Mails every waiting request now (tests call it to deliver deterministically). */
  async drain(): Promise<void> {
    for (;;) {
      const claimed = await queryRows<{ email: string; locale: string | null }>(
        this.db,
        sql`DELETE FROM password_reset_requests WHERE id IN (
              SELECT id FROM password_reset_requests ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
            RETURNING email, locale`,
      );
      for (const { email, locale } of claimed)
        await this.sendLink(email, locale).catch((error: unknown) =>
          this.log.warn({ err: error }, 'password reset mail not sent'),
        );
      if (claimed.length < BATCH || this.stopping) return;
    }
  }

  /** A drain `sendDelayMs` after the first request since the last one. */
  private wake(): void {
    if (this.wakeUp || (!this.stopListening && !this.sweep)) return;
    this.wakeUp = setTimeout(() => {
      this.wakeUp = null;
      this.draining ??= this.drain()
        .catch((error: unknown) => this.log.error({ err: error }, 'password reset mails failed'))
        .finally(() => {
          this.draining = null;
        });
      this.track(this.draining);
    }, this.sendDelayMs);
  }

  private track(work: Promise<unknown>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async sendLink(email: string, locale: string | null): Promise<void> {
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
    const mail = resetMail(textsFor(user.locale ?? locale), user.name, link, brand);
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
