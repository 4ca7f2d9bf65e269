import { normalizeWords } from '@app/shared/domain/chat';
import type { AdminSettings, SettingsBody } from '@app/shared/schemas/admin';
import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { appSettings, chatBannedWords, stations } from '../../db/schema';
import { recordAudit } from '../audit/audit.service';

const GALLERY_DEFAULT = 'gallery_default';

/** Whether new members' photos appear in the gallery (the operator's setting; true until set). */
export async function galleryDefault(db: Executor): Promise<boolean> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, GALLERY_DEFAULT));
  return row ? row.value === true : true;
}

export async function readSettings(db: Executor): Promise<AdminSettings> {
  const [stationRows, words, gallery] = await Promise.all([
    db.select().from(stations).orderBy(asc(stations.sortOrder)),
    db.select({ word: chatBannedWords.word }).from(chatBannedWords).orderBy(asc(chatBannedWords.word)),
    galleryDefault(db),
  ]);
  return {
    stations: stationRows.map((row) => ({
      name: row.name,
      display_name: row.displayName ?? row.name,
      address: row.address,
      google_review_url: row.googleReviewUrl,
    })),
    chat_words: words.map((row) => row.word),
    gallery_default: gallery,
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
      if (Object.keys(values).length > 0)
        await tx.update(stations).set(values).where(eq(stations.name, station.name));
    }
    if (body.chat_words) {
      await tx.delete(chatBannedWords);
      const words = normalizeWords(body.chat_words);
      if (words.length > 0)
        await tx.insert(chatBannedWords).values(words.map((word) => ({ word, createdAt: now })));
    }
    if (body.gallery_default !== undefined) {
      await tx
        .insert(appSettings)
        .values({ key: GALLERY_DEFAULT, value: body.gallery_default })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: body.gallery_default } });
    }
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
