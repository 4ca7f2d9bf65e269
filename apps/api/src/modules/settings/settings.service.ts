import { normalizeWords } from '@app/shared/domain/chat';
import { PRESENCE_OFFLINE_HOURS, PRESENCE_USERS_PER_CODE } from '@app/shared/domain/presence';
import type { AdminSettings, SettingsBody } from '@app/shared/schemas/admin';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { appSettings, chatBannedWords, stations } from '../../db/schema';
import { recordAudit } from '../audit/audit.service';

const GALLERY_DEFAULT = 'gallery_default';
const REVIEW_BONUS = 'google_review_bonus';
const PRESENCE_OFFLINE = 'presence_offline_hours';
const PRESENCE_USERS = 'presence_users_per_code';

async function writeSetting(tx: Executor, key: string, value: unknown) {
  await tx
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

/**
 * Whether a Google review pays its bonus (true until the operator turns it off: Google's
 * rules for business profiles forbid rewarding reviews, docs/product.md, bonuses).
 */
export async function reviewBonusEnabled(db: Executor): Promise<boolean> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, REVIEW_BONUS));
  return row ? row.value !== false : true;
}

/** The presence rules the operator sets (docs/product.md, presence), read where they apply. */
export async function presenceSettings(db: Executor) {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, [PRESENCE_OFFLINE, PRESENCE_USERS]));
  const value = (key: string, fallback: number) => {
    const found = rows.find((row) => row.key === key)?.value;
    return typeof found === 'number' ? found : fallback;
  };
  return {
    offlineHours: value(PRESENCE_OFFLINE, PRESENCE_OFFLINE_HOURS.default),
    usersPerCode: value(PRESENCE_USERS, PRESENCE_USERS_PER_CODE.default),
  };
}

/** Whether new members' photos appear in the gallery (the operator's setting; true until set). */
export async function galleryDefault(db: Executor): Promise<boolean> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, GALLERY_DEFAULT));
  return row ? row.value === true : true;
}

export async function readSettings(db: Executor): Promise<AdminSettings> {
  const [stationRows, words, gallery, presence, reviewBonus] = await Promise.all([
    db.select().from(stations).orderBy(asc(stations.sortOrder)),
    db.select({ word: chatBannedWords.word }).from(chatBannedWords).orderBy(asc(chatBannedWords.word)),
    galleryDefault(db),
    presenceSettings(db),
    reviewBonusEnabled(db),
  ]);
  return {
    stations: stationRows.map((row) => ({
      name: row.name,
      display_name: row.displayName ?? row.name,
      address: row.address,
      google_review_url: row.googleReviewUrl,
      presence_required: row.presenceRequired,
      latitude: row.latitude,
      longitude: row.longitude,
    })),
    chat_words: words.map((row) => row.word),
    gallery_default: gallery,
    presence_offline_hours: presence.offlineHours,
    presence_users_per_code: presence.usersPerCode,
    google_review_bonus: reviewBonus,
  };
}

/**
 * Applies the operator's settings in one audited transaction. They are read from the
 * database where they are used (stations through the directory that a trigger keeps
 * fresh), so every instance uses them at once.
 */
export async function updateSettings(
  db: Database,
  admin: { id: string; name: string },
  body: SettingsBody,
  now: Date,
): Promise<AdminSettings> {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx);
    for (const station of body.stations ?? []) {
      const values: Partial<typeof stations.$inferInsert> = {};
      if (station.display_name !== undefined) values.displayName = station.display_name;
      if (station.address !== undefined) values.address = station.address;
      if (station.google_review_url !== undefined) values.googleReviewUrl = station.google_review_url;
      if (station.presence_required !== undefined) values.presenceRequired = station.presence_required;
      if (station.latitude !== undefined) values.latitude = station.latitude;
      if (station.longitude !== undefined) values.longitude = station.longitude;
      if (Object.keys(values).length > 0)
        await tx.update(stations).set(values).where(eq(stations.name, station.name));
    }
    if (body.chat_words) {
      await tx.delete(chatBannedWords);
      const words = normalizeWords(body.chat_words);
      if (words.length > 0)
        await tx.insert(chatBannedWords).values(words.map((word) => ({ word, createdAt: now })));
    }
    if (body.gallery_default !== undefined) await writeSetting(tx, GALLERY_DEFAULT, body.gallery_default);
    if (body.google_review_bonus !== undefined)
      await writeSetting(tx, REVIEW_BONUS, body.google_review_bonus);
    if (body.presence_offline_hours !== undefined)
      await writeSetting(tx, PRESENCE_OFFLINE, body.presence_offline_hours);
    if (body.presence_users_per_code !== undefined)
      await writeSetting(tx, PRESENCE_USERS, body.presence_users_per_code);
    const after = await readSettings(tx);
    await recordAudit(tx, {
      admin,
      action: 'settings.update',
      targetType: 'settings',
      details: { before, after },
      now,
    });
    return after;
  });
}
