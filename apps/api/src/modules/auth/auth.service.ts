import type { LoginBody, RegisterBody } from '@app/shared/schemas/auth';
import type { Database } from '../../db/client';
import { messages } from '../../i18n';
import { assertOpenStation } from '../stations/stations.repository';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { galleryDefault } from '../settings/settings.service';
import type { BackoffPolicy, RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { hashToken, randomToken } from '../../lib/tokens';
import type { AuthCache } from './auth-cache';
import * as repo from './auth.repository';
import { assertUncommonPassword } from '../../lib/common-passwords';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A sliding session is pushed back at most once a day, not on every request. */
const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
/** A login ticket from an external sign-in is usable once, for 60 seconds. */
const LOGIN_TICKET_TTL_MS = 60 * 1000;

const MINUTE = 60_000;
export const RATE_LIMITS = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  sessionExchangePerIp: { limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * Failures counted per (e-mail, address), never per e-mail alone: guesses from other
 * addresses cannot lock the owner out of her account (decision 0017). Five are free, then
 * the wait doubles from 30 s to 15 minutes; an hour without failure forgets them.
 */
export const LOGIN_BACKOFF: BackoffPolicy = {
  free: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE,
  resetAfterMs: 60 * MINUTE,
};

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export interface SessionLookup {
  sessionId: string;
  user: repo.UserRow;
  unreadNotifications: number;
  /** Set when the session was just extended: the cookie must be sent again. */
  renewedExpiry: Date | null;
}

interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
}

export class AuthService {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly rateLimiter: RateLimiter,
    private readonly cache: AuthCache,
  ) {}

  async register(
    input: Required<Omit<RegisterBody, 'referral_code' | 'locale'>> & Pick<RegisterBody, 'locale'>,
    info: RequestInfo,
  ) {
    await this.limit(`register:ip:${info.ip}`, RATE_LIMITS.registerPerIp);
    await assertUncommonPassword(input.password);
    // 'Un compte existe déjà' tells whether an address has an account: asked too often from
    // one address, it waits like a wrong password does.
    const takenKey = `register-taken:${info.ip}`;
    await this.rateLimiter.claimAttempt(takenKey, LOGIN_BACKOFF);
    if (await repo.findUserByEmail(this.db, input.email)) throw new HttpError(409, messages.auth.emailTaken);
    // A free address: the attempt claimed above was no "taken" answer.
    await this.rateLimiter.release(takenKey);
    await assertOpenStation(this.db, input.favorite_station, messages.validation.choisirStationValide);
    const passwordHash = await hashPassword(input.password);
    let user: repo.UserRow;
    try {
      user = await repo.insertUser(this.db, {
        email: input.email,
        name: input.name,
        passwordHash,
        favoriteStation: input.favorite_station,
        locale: input.locale ?? null,
        // The operator's default for the gallery (a member changes it in the profile).
        showInGallery: await galleryDefault(this.db),
        createdAt: this.clock.now(),
      });
    } catch (error) {
      // Two registrations of one email at once: the unique index decides.
      if (isUniqueViolation(error)) throw new HttpError(409, messages.auth.emailTaken);
      throw error;
    }
    const session = await this.openSession(user.id, info.userAgent);
    return { user, session };
  }

  async login(input: LoginBody, info: RequestInfo) {
    await this.limit(`login:ip:${info.ip}`, RATE_LIMITS.loginPerIp);
    const failureKey = `login-failures:${input.email}:${info.ip}`;
    // Counted as a failure until the password proves right (atomic: see claimAttempt).
    await this.rateLimiter.claimAttempt(failureKey, LOGIN_BACKOFF);
    const user = await repo.findUserByEmail(this.db, input.email);
    // Verify against a dummy hash when there is no user, so timing does not reveal accounts.
    const storedHash = user?.passwordHash ?? (await this.getDummyHash());
    const valid = await verifyPassword(storedHash, input.password);
    if (!user?.passwordHash || !valid) throw new HttpError(401, messages.auth.badCredentials);
    await this.rateLimiter.clear(failureKey);
    await repo.deleteExpiredSessions(this.db, user.id, this.clock.now());
    const session = await this.openSession(user.id, info.userAgent);
    return { user, session };
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    const tokenHash = hashToken(token);
    await repo.deleteSessionByHash(this.db, tokenHash);
    this.cache.forgetSession(tokenHash);
  }

  /**
   * The session from this instance's copy alone, when the copy can answer without any
   * database work (present, not expired, not due for extension); undefined otherwise.
   */
  resolveCachedSession(token: string): SessionLookup | undefined {
    return this.fromCache(hashToken(token));
  }

  /**
   * Resolves a cookie token to its live session, extending it (sliding expiry). In the
   * common case this instance's copy answers, without a database round trip.
   */
  async resolveSession(token: string): Promise<SessionLookup | null> {
    const tokenHash = hashToken(token);
    return this.fromCache(tokenHash) ?? this.fromDatabase(tokenHash);
  }

  private fromCache(tokenHash: string): SessionLookup | undefined {
    const cached = this.cache.lookup(tokenHash);
    if (!cached) return undefined;
    const now = this.clock.now().getTime();
    const expiresAt = cached.session.expiresAt.getTime();
    // Past the copy's expiry, another instance may have extended the session: ask the database.
    if (expiresAt <= now || SESSION_TTL_MS - (expiresAt - now) >= SESSION_REFRESH_AFTER_MS) return undefined;
    return {
      sessionId: cached.session.sessionId,
      user: cached.user.row,
      unreadNotifications: cached.user.unreadNotifications,
      renewedExpiry: null,
    };
  }

  private async fromDatabase(tokenHash: string): Promise<SessionLookup | null> {
    const now = this.clock.now();
    const mark = this.cache.mark;
    const row = await repo.findLiveSession(this.db, tokenHash, now);
    if (!row) return null;
    let renewedExpiry: Date | null = null;
    let expiresAt = row.expiresAt;
    if (SESSION_TTL_MS - (expiresAt.getTime() - now.getTime()) >= SESSION_REFRESH_AFTER_MS) {
      renewedExpiry = expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await repo.extendSession(this.db, row.sessionId, now, renewedExpiry);
    }
    this.cache.store(
      tokenHash,
      { sessionId: row.sessionId, userId: row.user.id, expiresAt },
      { row: row.user, unreadNotifications: row.unreadNotifications },
      mark,
    );
    return {
      sessionId: row.sessionId,
      user: row.user,
      unreadNotifications: row.unreadNotifications,
      renewedExpiry,
    };
  }

  /** Issues a one-time id that the browser exchanges for a session (external sign-in). */
  async issueLoginTicket(userId: string): Promise<string> {
    const token = randomToken();
    const now = this.clock.now();
    await repo.insertLoginTicket(this.db, {
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LOGIN_TICKET_TTL_MS),
    });
    return token;
  }

  async exchangeLoginTicket(ticket: string, info: RequestInfo) {
    await this.limit(`session-exchange:ip:${info.ip}`, RATE_LIMITS.sessionExchangePerIp);
    const userId = await repo.consumeLoginTicket(this.db, hashToken(ticket), this.clock.now());
    if (!userId) throw new HttpError(401, messages.auth.invalidSessionId);
    const session = await this.openSession(userId, info.userAgent);
    const found = await this.resolveSession(session.token);
    if (!found) throw new HttpError(401, messages.auth.invalidSessionId);
    return { user: found.user, session };
  }

  /**
   * Creates the configured administrator, or makes the existing account with that e-mail
   * the administrator: ADMIN_PASSWORD becomes its password (whoever registered that
   * address first cannot keep a password of their own on the admin account), and its
   * sessions opened with another password end.
   */
  async ensureAdmin(admin: { email: string; password: string }): Promise<void> {
    const existing = await repo.findUserByEmail(this.db, admin.email);
    if (existing) {
      const passwordWorks =
        existing.passwordHash !== null && (await verifyPassword(existing.passwordHash, admin.password));
      if (existing.isAdmin && passwordWorks) return;
      await repo.makeConfiguredAdmin(
        this.db,
        existing.id,
        passwordWorks ? null : await hashPassword(admin.password),
      );
      return;
    }
    try {
      await repo.insertUser(this.db, {
        email: admin.email,
        // Not « Administrateur »: the users list already badges the role beside the name.
        name: 'Exploitant',
        passwordHash: await hashPassword(admin.password),
        isAdmin: true,
        createdAt: this.clock.now(),
      });
    } catch (error) {
      // Two instances started at once: the other one created it; check it as found.
      if (!isUniqueViolation(error)) throw error;
      await this.ensureAdmin(admin);
    }
  }

  private async openSession(userId: string, userAgent: string | undefined): Promise<NewSession> {
    const token = randomToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await repo.insertSession(this.db, {
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return { token, expiresAt };
  }

  private async limit(key: string, rule: RateLimitRule): Promise<void> {
    await this.rateLimiter.limit(key, rule);
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomToken());
    return this.dummyHash;
  }
}
