/** The journeys tests' helpers over two instances, shared by their files. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications, users } from '../db/schema';
import { registerAdmin, registerUser } from './http';
import type { TestApp, twoInstances } from './test-app';

/** Helpers bound to a test file's two instances (`twoInstances()`). */
export function journeyHelpers(instances: ReturnType<typeof twoInstances>) {
  async function admin(t: TestApp) {
    return (await registerAdmin(t.app)).cookie;
  }

  const put = (t: TestApp, cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/journeys${url}`, headers: { cookie }, payload });

  async function member(t: TestApp, values: Partial<typeof users.$inferInsert>, locale?: string) {
    const registered = await registerUser(t.app, locale ? { locale } : {});
    if (Object.keys(values).length > 0)
      await t.database.db.update(users).set(values).where(eq(users.id, registered.user.id));
    instances.a.app.authCache.forgetUser(registered.user.id);
    instances.b.app.authCache.forgetUser(registered.user.id);
    return registered;
  }

  async function reminders(t: TestApp, userId: string) {
    return t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'reminder')));
  }

  /** Only this journey on, no control group: the other tests' members stay out of it. */
  async function only(t: TestApp, cookie: string, key: string, extra: object = {}) {
    for (const other of ['streak_at_risk', 'welcome', 'win_back', 'almost_there', 'birthday'])
      expect(
        (
          await put(t, cookie, `/${other}`, {
            enabled: other === key,
            holdout_percent: 0,
            ...(other === key ? extra : {}),
          })
        ).statusCode,
      ).toBe(200);
  }

  return { admin, put, member, reminders, only };
}
