import { watchChannel, type DatabaseHandle } from '../../db/client';
import type { UserRow } from './auth.repository';

/** The channel on which the database announces changes of users, sessions and unread counts. */
export const AUTH_CACHE_CHANNEL = 'auth_cache';

export interface CachedSession {
  sessionId: string;
  userId: string;
  expiresAt: Date;
}

export interface CachedUser {
  row: UserRow;
  unreadNotifications: number;
}

/** Enough for every member of the three stations at once; the oldest entries go first. */
const MAX_ENTRIES = 20_000;

/**
 * This instance's copy of live sessions and their users, so that a signed-in request
 * needs no database round trip (docs/decisions/0010). Triggers NOTIFY every change of a
 * user, a session or an unread count at commit; every instance drops its copy then. The
 * copy is used only while that notification channel is up: when it is down, every lookup
 * goes to the database and the copy is emptied when it comes back.
 */
export class AuthCache {
  private readonly sessions = new Map<string, CachedSession>();
  private readonly users = new Map<string, CachedUser>();
  /** Counts invalidations: a load that raced with one must not store what it read. */
  private version = 0;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly database: DatabaseHandle) {}

  async start(): Promise<void> {
    this.stopListening = await watchChannel(
      this.database,
      AUTH_CACHE_CHANNEL,
      (payload) => this.onChange(payload),
      () => this.clear(),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
    this.clear();
  }

  /** Whether changes made elsewhere are heard, so a copy can be trusted. */
  get active(): boolean {
    return this.stopListening !== null && this.database.listenerConnected();
  }

  /** A mark to take before reading the database, for `store`. */
  get mark(): number {
    return this.version;
  }

  lookup(tokenHash: string): { session: CachedSession; user: CachedUser } | null {
    if (!this.active) return null;
    const session = this.sessions.get(tokenHash);
    if (!session) return null;
    const user = this.users.get(session.userId);
    return user ? { session, user } : null;
  }

  /** Keeps what was read from the database, unless something changed since `mark`. */
  store(tokenHash: string, session: CachedSession, user: CachedUser, mark: number): void {
    if (!this.active || mark !== this.version) return;
    remember(this.sessions, tokenHash, session);
    remember(this.users, session.userId, user);
  }

  /** Forgets a user on this instance at once (their own writes; others hear the NOTIFY). */
  forgetUser(userId: string): void {
    this.version += 1;
    this.users.delete(userId);
  }

  forgetSession(tokenHash: string): void {
    this.version += 1;
    this.sessions.delete(tokenHash);
  }

  clear(): void {
    this.version += 1;
    this.sessions.clear();
    this.users.clear();
  }

  private onChange(payload: string): void {
    const id = payload.slice(2);
    if (payload.startsWith('u:')) this.forgetUser(id);
    else if (payload.startsWith('s:')) this.forgetSession(id);
    else this.clear();
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}
