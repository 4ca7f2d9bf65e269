import { normalizeWords } from '@app/shared/domain/chat';
import {
  changedKeys,
  DEFAULT_POINTS_SCALE,
  resolvePointsScale,
  type PointsScale,
} from '@app/shared/domain/points-scale';
import type { PointsScaleBody, PointsScaleSettings } from '@app/shared/schemas/points-scale';
import { PRESENCE_OFFLINE_HOURS, PRESENCE_USERS_PER_CODE } from '@app/shared/domain/presence';
import type { SettingsBody, StoredSettings } from '@app/shared/schemas/admin';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { appSettings, badges, chatBannedWords, stations } from '../../db/schema';
import { messages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';

const GALLERY_DEFAULT = 'gallery_default';
const REVIEW_BONUS = 'google_review_bonus';
const PRESENCE_OFFLINE = 'presence_offline_hours';
const PRESENCE_USERS = 'presence_users_per_code';
const POINTS_SCALE = 'points_scale';

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

/** What a Google review pays now: the scale's amount, or 0 while the operator has the bonus off. */
export async function reviewBonusAmount(db: Executor): Promise<number> {
  const [enabled, scale] = await Promise.all([reviewBonusEnabled(db), readPointsScale(db)]);
  return enabled ? scale.google_review : 0;
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

/**
 * The operator's points scale (docs/product.md, the points economy), read where points are
 * paid: every instance pays the amounts set a moment ago; the spec's values until then.
 */
export async function readPointsScale(db: Executor): Promise<PointsScale> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, POINTS_SCALE));
  return resolvePointsScale(row?.value);
}

export async function pointsScaleSettings(db: Executor): Promise<PointsScaleSettings> {
  const [scale, badgeRows] = await Promise.all([
    readPointsScale(db),
    db
      .select({ id: badges.id, name: badges.name, icon: badges.icon, points_reward: badges.pointsReward })
      .from(badges)
      .orderBy(asc(badges.sortOrder)),
  ]);
  return { scale, defaults: DEFAULT_POINTS_SCALE, badges: badgeRows };
}

/**
 * Changes amounts of the scale and badges' rewards in one audited transaction (only what
 * changed, before and after). Events after it pay the new amounts; the ledger keeps what
 * was paid.
 */
export async function updatePointsScale(
  db: Database,
  admin: { id: string; name: string },
  body: PointsScaleBody,
  now: Date,
): Promise<PointsScaleSettings> {
  return db.transaction(async (tx) => {
    const current = await pointsScaleSettings(tx);
    const scale = { ...current.scale, ...body.scale };
    const keys = changedKeys(current.scale, scale);
    const before: Record<string, number> = {};
    const after: Record<string, number> = {};
    for (const key of keys) {
      before[key] = current.scale[key];
      after[key] = scale[key];
    }
    if (keys.length > 0) await writeSetting(tx, POINTS_SCALE, scale);
    const rewardsBefore: Record<string, number> = {};
    const rewardsAfter: Record<string, number> = {};
    for (const { id, points_reward } of body.badge_rewards ?? []) {
      const badge = current.badges.find((row) => row.id === id);
      if (!badge) throw new HttpError(404, messages.admin.badgeNotFound);
      if (badge.points_reward === points_reward) continue;
      rewardsBefore[id] = badge.points_reward;
      rewardsAfter[id] = points_reward;
      await tx.update(badges).set({ pointsReward: points_reward }).where(eq(badges.id, id));
    }
    const rewardsChanged = Object.keys(rewardsAfter).length > 0;
    if (keys.length > 0 || rewardsChanged)
      await recordAudit(tx, {
        admin,
        action: 'points_scale.update',
        targetType: 'settings',
        details: {
          before: rewardsChanged ? { ...before, badges: rewardsBefore } : before,
          after: rewardsChanged ? { ...after, badges: rewardsAfter } : after,
        },
        now,
      });
    return pointsScaleSettings(tx);
  });
}

/** Whether new members' photos appear in the gallery (the operator's setting; true until set). */
export async function galleryDefault(db: Executor): Promise<boolean> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, GALLERY_DEFAULT));
  return row ? row.value === true : true;
}

export async function readSettings(db: Executor): Promise<StoredSettings> {
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

/** What a change must pass before it is written (given by the caller: presence's displays). */
export interface SettingsChecks {
  /** The stations about to start requiring the display's code; throws to refuse. */
  beforeRequiringCode?: (tx: Executor, stations: string[]) => Promise<void>;
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
  checks: SettingsChecks = {},
): Promise<StoredSettings> {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx);
    const turnedOn = (body.stations ?? []).filter(
      (station) =>
        station.presence_required === true &&
        !before.stations.find((known) => known.name === station.name)?.presence_required,
    );
    if (turnedOn.length > 0)
      await checks.beforeRequiringCode?.(
        tx,
        turnedOn.map((station) => station.name),
      );
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
