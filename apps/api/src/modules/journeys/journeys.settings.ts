import {
  CAPS_PER_DAY,
  CAPS_PER_WEEK,
  HOLDOUT_BOUNDS,
  JOURNEY_KEYS,
  PLACEHOLDERS,
  STREAK_AT_RISK_WEEKS,
  WELCOME_DAYS,
  WIN_BACK_DAYS,
  type JourneyKey,
} from '@app/shared/domain/journeys';
import { LOCALES } from '@app/shared/domain/locales';
import type {
  JourneyBody,
  JourneyCaps,
  JourneySettings,
  JourneysResponse,
} from '@app/shared/schemas/journeys';
import { frenchTypography } from '@app/shared/i18n/typography';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { appSettings } from '../../db/schema';
import { messages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { DEFAULT_JOURNEY_TEXTS } from './journey-texts';

const JOURNEYS = 'journeys';
const CAPS = 'journey_caps';

type Stored = Partial<Omit<JourneySettings, 'key' | 'placeholders'>>;

/** What a journey's settings are before the operator changes them. */
function defaults(key: JourneyKey): JourneySettings {
  const texts = Object.fromEntries(
    LOCALES.map((locale) => {
      const text = DEFAULT_JOURNEY_TEXTS[key][locale];
      // The French defaults get French typography (an operator's text stays as typed).
      return [
        locale,
        locale === 'fr-CH'
          ? { title: frenchTypography(text.title), body: frenchTypography(text.body) }
          : text,
      ];
    }),
  ) as JourneySettings['texts'];
  return {
    key,
    // Off until the operator turns a journey on: an upgrade never writes to every dormant
    // member by itself (decision 0029).
    enabled: false,
    holdout_percent: HOLDOUT_BOUNDS.default,
    threshold_days:
      key === 'welcome' ? WELCOME_DAYS.default : key === 'win_back' ? WIN_BACK_DAYS.default : null,
    threshold_weeks: key === 'streak_at_risk' ? STREAK_AT_RISK_WEEKS.default : null,
    offer_points: key === 'win_back' ? 0 : key === 'birthday' ? 50 : null,
    texts,
    placeholders: PLACEHOLDERS[key],
  };
}

function resolve(key: JourneyKey, stored: Stored | undefined): JourneySettings {
  const base = defaults(key);
  if (!stored) return base;
  return {
    ...base,
    ...stored,
    key,
    placeholders: base.placeholders,
    texts: { ...base.texts, ...stored.texts },
  };
}

/** The five journeys and the caps, as the scheduler and /admin read them (every instance alike). */
export async function readJourneys(db: Executor): Promise<JourneysResponse> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, [JOURNEYS, CAPS]));
  const stored = (rows.find((row) => row.key === JOURNEYS)?.value ?? {}) as Partial<
    Record<JourneyKey, Stored>
  >;
  const caps = rows.find((row) => row.key === CAPS)?.value as JourneyCaps | undefined;
  return {
    journeys: JOURNEY_KEYS.map((key) => resolve(key, stored[key])),
    caps: caps ?? { per_day: CAPS_PER_DAY.default, per_week: CAPS_PER_WEEK.default },
  };
}

async function write(tx: Executor, key: string, value: unknown) {
  await tx
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

/** Refuses a threshold or an offer the journey does not have, or one out of its bounds. */
function checkApplicable(key: JourneyKey, body: JourneyBody) {
  const words = messages.journeys;
  if (body.threshold_days !== undefined) {
    const bounds = key === 'welcome' ? WELCOME_DAYS : key === 'win_back' ? WIN_BACK_DAYS : null;
    if (!bounds) throw new HttpError(400, words.thresholdNotApplicable);
    if (body.threshold_days < bounds.min || body.threshold_days > bounds.max)
      throw new HttpError(400, words.thresholdDaysRange(bounds));
  }
  if (body.threshold_weeks !== undefined) {
    if (key !== 'streak_at_risk') throw new HttpError(400, words.thresholdNotApplicable);
    if (body.threshold_weeks < STREAK_AT_RISK_WEEKS.min || body.threshold_weeks > STREAK_AT_RISK_WEEKS.max)
      throw new HttpError(400, words.thresholdWeeksRange(STREAK_AT_RISK_WEEKS));
  }
  if (body.offer_points !== undefined && key !== 'win_back' && key !== 'birthday')
    throw new HttpError(400, words.offerNotApplicable);
}

/** Changes one journey (only what the body names), journaled with what changed. */
export async function updateJourney(
  db: Database,
  admin: { id: string; name: string },
  key: JourneyKey,
  body: JourneyBody,
  now: Date,
): Promise<JourneysResponse> {
  checkApplicable(key, body);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, JOURNEYS)).for('update');
    const stored = (row?.value ?? {}) as Partial<Record<JourneyKey, Stored>>;
    const before = resolve(key, stored[key]);
    const { texts, ...fields } = body;
    const next: Stored = { ...stored[key], ...fields };
    if (texts) next.texts = { ...before.texts, ...stored[key]?.texts, ...texts } as JourneySettings['texts'];
    const after = resolve(key, next);
    const changed = (Object.keys(body) as (keyof JourneyBody)[]).filter(
      (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    );
    if (changed.length > 0) {
      await write(tx, JOURNEYS, { ...stored, [key]: next });
      await recordAudit(tx, {
        admin,
        action: 'journey.update',
        targetType: 'journey',
        targetId: key,
        targetName: key,
        details: {
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: Object.fromEntries(changed.map((field) => [field, after[field]])),
        },
        now,
      });
    }
    return readJourneys(tx);
  });
}

export async function updateCaps(
  db: Database,
  admin: { id: string; name: string },
  caps: JourneyCaps,
  now: Date,
): Promise<JourneysResponse> {
  return db.transaction(async (tx) => {
    const before = (await readJourneys(tx)).caps;
    if (before.per_day !== caps.per_day || before.per_week !== caps.per_week) {
      await write(tx, CAPS, caps);
      await recordAudit(tx, {
        admin,
        action: 'journey.caps',
        targetType: 'settings',
        details: { before, after: caps },
        now,
      });
    }
    return readJourneys(tx);
  });
}
