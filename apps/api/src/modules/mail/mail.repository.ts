import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailLinks, mailUnsubscribes, users } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';

/** An address as the unsubscribe list keeps it: hashed, never in clear. */
export const addressHash = (email: string) => hashToken(`mail:${email.trim().toLowerCase()}`);

export async function isUnsubscribed(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .select({ emailHash: mailUnsubscribes.emailHash })
    .from(mailUnsubscribes)
    .where(eq(mailUnsubscribes.emailHash, addressHash(email)));
  return rows.length > 0;
}

/** What a mail's « open » link is about: a journey's occasion, and the page it lands on. */
export interface MailOpening {
  journey: string;
  occasion: string;
  path: string;
}

/** A new link token for one mail (unsubscribe, open); answers it (only its hash is kept). */
export async function createMailLink(
  db: Executor,
  userId: string,
  email: string,
  now: Date,
  opening: MailOpening | null,
) {
  const token = randomToken();
  await db.insert(mailLinks).values({
    tokenHash: hashToken(token),
    userId,
    emailHash: addressHash(email),
    journey: opening?.journey ?? null,
    occasion: opening?.occasion ?? null,
    openPath: opening?.path ?? null,
    createdAt: now,
  });
  return token;
}

/** The member a link was sent to, with their language; null for an unknown token. */
export async function findMailLink(db: Executor, token: string) {
  const [row] = await db
    .select({
      userId: mailLinks.userId,
      emailHash: mailLinks.emailHash,
      journey: mailLinks.journey,
      occasion: mailLinks.occasion,
      openPath: mailLinks.openPath,
      name: users.name,
      locale: users.locale,
    })
    .from(mailLinks)
    .innerJoin(users, eq(users.id, mailLinks.userId))
    .where(eq(mailLinks.tokenHash, hashToken(token)));
  return row ?? null;
}

/** Adds the address to the list (once) and turns the member's e-mails off; answers whether it is new. */
export async function unsubscribeAddress(tx: Executor, userId: string, emailHash: string, now: Date) {
  const added = await tx
    .insert(mailUnsubscribes)
    .values({ emailHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ emailHash: mailUnsubscribes.emailHash });
  await tx.update(users).set({ emailOptIn: false }).where(eq(users.id, userId));
  return added.length > 0;
}
