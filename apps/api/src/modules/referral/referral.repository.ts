import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { referredAddresses, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

export async function findByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, pseudo: users.pseudo })
    .from(users)
    .where(eq(users.referralCode, code));
  return row;
}

export async function findReferralState(db: Executor, userId: string) {
  const [row] = await db
    .select({
      code: users.referralCode,
      referredBy: users.referredBy,
      name: users.name,
      pseudo: users.pseudo,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Sets the code only if the user has none yet (a code taken by another user raises a unique violation). */
export async function setCodeIfMissing(db: Executor, userId: string, code: string): Promise<void> {
  await db
    .update(users)
    .set({ referralCode: code })
    .where(and(eq(users.id, userId), isNull(users.referralCode)));
}

export async function countValidatedReferrals(db: Executor, referrerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.referredBy, referrerId), gt(users.totalWashes, 0)));
  return row?.value ?? 0;
}

/** Records the referrer once: false when the user already had one (two requests at once included). */
export async function claimReferrer(db: Executor, userId: string, referrerId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ referredBy: referrerId })
    .where(and(eq(users.id, userId), isNull(users.referredBy)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function findUserName(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: users.name, pseudo: users.pseudo })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Records that the address was referred: false when it already was, under another account
 * since deleted (the primary key decides between two requests at once).
 */
export async function claimReferredAddress(db: Executor, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(referredAddresses)
    .values({ emailHash: hashToken(`referred:${email.trim().toLowerCase()}`), createdAt: now })
    .onConflictDoNothing()
    .returning({ emailHash: referredAddresses.emailHash });
  return rows.length === 1;
}

export async function findEmail(db: Executor, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}
