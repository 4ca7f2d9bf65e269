import { z } from 'zod';
import { PRESENCE_OFFLINE_HOURS, PRESENCE_USERS_PER_CODE } from '../domain/presence';
import { stationNameField } from './stations';
import { MAX_RANGE_DAYS, STATISTICS_PERIODS } from '../domain/statistics';
import { daysBetween } from '../domain/zurich-time';
import { emailField, nameField, newPasswordField } from './auth';
import { pagedQuery, visibleText, isoDay } from './common';

const count = z.number().int();

export const adminStatisticsResponse = z.object({
  user_stats: z.object({
    total: count,
    recent_30_days: count,
    by_auth_provider: z.object({ manual: count, google: count, apple: count }),
    with_social_shares: count,
    with_google_reviews: count,
  }),
  wash_stats: z.object({
    total: count,
    recent_30_days: count,
    by_station: z.record(z.string(), count),
  }),
  station_preferences: z.record(z.string(), count),
  top_users: z.array(
    z.object({ name: z.string(), total_points: count, level: count, level_name: z.string() }),
  ),
  /** Zurich days, oldest first, the 30 last (today included). */
  washes_per_day: z.array(z.object({ day: z.string(), count })),
  /** Zurich hours 0–23 over the last 30 days. */
  washes_per_hour: z.array(z.object({ hour: count, count })),
  /** Points recorded this Zurich month, by ledger reason. */
  points_by_reason: z.record(z.string(), count),
  /** The chosen period (and station) against the period just before it. */
  range: z.object({
    period: z.enum(STATISTICS_PERIODS),
    from: z.string(),
    to: z.string(),
    previous_from: z.string(),
    previous_to: z.string(),
    station: z.string().nullable(),
    figures: z.record(
      z.enum(['washes', 'new_members', 'active_members', 'points', 'redemptions']),
      z.object({ current: count, previous: count, trend_percent: z.number().int().nullable() }),
    ),
    /** Washes by day (short ranges) or by month ('YYYY-MM'), oldest first, empty ones included. */
    step: z.enum(['day', 'month']),
    washes_series: z.array(z.object({ label: z.string(), count })),
    washes_per_hour: z.array(z.object({ hour: count, count })),
    by_station: z.record(z.string(), count),
    points_by_reason: z.record(z.string(), count),
    redemptions_by_partner: z.record(z.string(), count),
  }),
});
export type AdminStatistics = z.infer<typeof adminStatisticsResponse>;

const statisticsDay = isoDay('Date invalide (AAAA-MM-JJ)');
/** The statistics' period and station; a custom period names its days (both included). */
export const adminStatisticsQuery = z
  .object({
    period: z.enum(STATISTICS_PERIODS, { error: 'Période inconnue' }).default('30d'),
    from: statisticsDay.optional(),
    to: statisticsDay.optional(),
    station: stationNameField('Station inconnue').optional(),
  })
  .refine((query) => query.period !== 'custom' || query.from !== undefined, {
    error: 'Choisissez la date de début',
    path: ['from'],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'La date de début suit la date de fin',
    path: ['to'],
  })
  .refine((query) => !query.from || !query.to || daysBetween(query.from, query.to) < MAX_RANGE_DAYS, {
    error: `Une période compte au plus ${MAX_RANGE_DAYS} jours`,
    path: ['to'],
  });
export type AdminStatisticsQuery = z.infer<typeof adminStatisticsQuery>;

export const adminUsersQuery = pagedQuery(100, 100).extend({
  q: z.string().trim().max(100, { error: 'Recherche trop longue' }).optional(),
});

export const adminUser = z.object({
  id: z.string(),
  name: z.string(),
  pseudo: z.string().nullable(),
  email: z.string(),
  is_admin: z.boolean(),
  level: count,
  total_points: count,
  favorite_station: z.string().nullable(),
  auth_provider: z.string(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUsersResponse = z.object({ users: z.array(adminUser), total: count });

const email = emailField;
const name = nameField;
const station = stationNameField('Veuillez choisir une station valide').nullable();

export const adminCreateUserBody = z.object({
  name,
  email,
  password: newPasswordField,
  favorite_station: station.optional(),
  is_admin: z.boolean().optional(),
});
export const adminCreateUserResponse = z.object({
  success: z.literal(true),
  user: z.object({ id: z.string(), name: z.string() }),
});

export const adminUpdateUserBody = z.object({
  name: name.optional(),
  pseudo: z
    .string()
    .trim()
    .max(30, { error: 'Le pseudo ne peut pas dépasser 30 caractères' })
    .refine(...visibleText())
    .nullable()
    .optional(),
  email: email.optional(),
  favorite_station: station.optional(),
  is_admin: z.boolean().optional(),
});
export const adminUserResponse = z.object({ success: z.literal(true), user: adminUser });
export const adminUserParams = z.object({ id: z.uuid({ error: 'Identifiant d’utilisateur invalide' }) });

export const clearAllBody = z.object({ confirm: z.string({ error: 'Tapez SUPPRIMER pour confirmer' }) });

export const cleanupResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  deleted_users: count,
  deleted_washes: count,
  deleted_sessions: count,
  deleted_notifications: count,
});

export const adjustPointsBody = z.object({
  delta: z
    .number({ error: 'Champ « delta » : nombre attendu' })
    .int({ error: 'Champ « delta » : nombre entier attendu' })
    .min(-10_000, { error: 'L’ajustement doit être entre -10000 et 10000' })
    .max(10_000, { error: 'L’ajustement doit être entre -10000 et 10000' })
    .refine((value) => value !== 0, { error: 'L’ajustement ne peut pas être nul' }),
  reason: z
    .string({ error: 'Indiquez la raison' })
    .trim()
    .min(1, { error: 'Indiquez la raison' })
    .max(200, { error: 'La raison est trop longue (200 caractères au plus)' }),
});
export const adjustPointsResponse = z.object({
  success: z.literal(true),
  total_points: count,
  level: count,
});

const journalDay = isoDay('Date invalide (AAAA-MM-JJ)');

export const auditLogQuery = pagedQuery(100, 50).extend({
  action: z.string().trim().max(60).optional(),
  admin_id: z.uuid({ error: 'Identifiant d’administrateur invalide' }).optional(),
  /** The entries about one member (or any target) by id. */
  target_id: z.string().trim().max(60).optional(),
  /** A name: of the member (or target) or of the operator. */
  q: z.string().trim().max(100, { error: 'Recherche trop longue' }).optional(),
  /** Zurich days, both included. */
  from: journalDay.optional(),
  to: journalDay.optional(),
});
export const auditEntry = z.object({
  id: count,
  admin_id: z.string(),
  admin_name: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  target_name: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogResponse = z.object({
  entries: z.array(auditEntry),
  total: count,
  actions: z.array(z.string()),
  /** The names of the members the entries' details name by id (user_id, a filter's member). */
  people: z.record(z.string(), z.string()),
});

export const stationSettings = z.object({
  name: z.string(),
  display_name: z.string(),
  address: z.string(),
  google_review_url: z.string(),
  /** A wash here needs a display's code (docs/product.md, presence). */
  presence_required: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
/** Whether the station's displays are heard from (domain/presence.ts, displayState). */
export const stationDisplayStatus = z.object({
  state: z.enum(['none', 'live', 'silent']),
  /** Paired displays not revoked. */
  live: count,
  last_seen_at: z.string().nullable(),
});
export const settingsResponse = z.object({
  stations: z.array(stationSettings.extend({ display: stationDisplayStatus })),
  chat_words: z.array(z.string()),
  /** Whether new members' photos appear in the gallery until they choose. */
  gallery_default: z.boolean(),
  /** How old a code step may be when a wash taken offline arrives. */
  presence_offline_hours: z.number().int(),
  /** How many members one code step may serve at a display. */
  presence_users_per_code: z.number().int(),
  /** Whether a Google review pays its bonus. */
  google_review_bonus: z.boolean(),
});
export type AdminSettings = z.infer<typeof settingsResponse>;
/** The settings as written (the journal compares these): the displays' status apart. */
export type StoredSettings = Omit<AdminSettings, 'stations'> & {
  stations: z.infer<typeof stationSettings>[];
};

export const settingsBody = z.object({
  stations: z
    .array(
      z.object({
        name: stationNameField('Station inconnue'),
        display_name: z.string().trim().min(1, { error: 'Le nom affiché est requis' }).max(60).optional(),
        address: z.string().trim().max(200, { error: 'L’adresse est trop longue' }).optional(),
        google_review_url: z
          .url({ protocol: /^https$/, error: 'Le lien d’avis Google doit être une adresse https://' })
          .max(500)
          .optional(),
        presence_required: z
          .boolean({ error: 'Champ « presence_required » : vrai ou faux attendu' })
          .optional(),
        latitude: z
          .number({ error: 'La latitude est un nombre' })
          .min(-90, { error: 'La latitude est comprise entre -90 et 90' })
          .max(90, { error: 'La latitude est comprise entre -90 et 90' })
          .nullable()
          .optional(),
        longitude: z
          .number({ error: 'La longitude est un nombre' })
          .min(-180, { error: 'La longitude est comprise entre -180 et 180' })
          .max(180, { error: 'La longitude est comprise entre -180 et 180' })
          .nullable()
          .optional(),
      }),
    )
    .max(3)
    .optional(),
  chat_words: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'Mot vide' })
        .max(50, { error: 'Mot trop long (50 caractères au plus)' }),
    )
    .max(500)
    .optional(),
  gallery_default: z.boolean().optional(),
  google_review_bonus: z
    .boolean({ error: 'Champ « google_review_bonus » : vrai ou faux attendu' })
    .optional(),
  presence_offline_hours: z
    .number({ error: 'Le délai hors ligne est un nombre d’heures' })
    .int({ error: 'Le délai hors ligne est un nombre entier d’heures' })
    .min(PRESENCE_OFFLINE_HOURS.min, { error: 'Le délai hors ligne va de 0 à 48 heures' })
    .max(PRESENCE_OFFLINE_HOURS.max, { error: 'Le délai hors ligne va de 0 à 48 heures' })
    .optional(),
  presence_users_per_code: z
    .number({ error: 'Le nombre de clients par code est un nombre' })
    .int({ error: 'Le nombre de clients par code est un nombre entier' })
    .min(PRESENCE_USERS_PER_CODE.min, { error: 'De 1 à 20 clients par code' })
    .max(PRESENCE_USERS_PER_CODE.max, { error: 'De 1 à 20 clients par code' })
    .optional(),
});
export type SettingsBody = z.infer<typeof settingsBody>;

/** GET /api/admin/users/:id/overview: everything the operator needs to answer a member. */
export const adminMemberOverview = z.object({
  user: adminUser.extend({
    profile_photo: z.string().nullable(),
    total_washes: count,
    wash_streak: count,
    week_streak: count,
    show_in_gallery: z.boolean(),
    referred_by: z.object({ id: z.string(), name: z.string() }).nullable(),
    last_active_at: z.string().nullable(),
  }),
  /** How the member signs in: a password, and the providers linked. */
  sign_in: z.object({ password: z.boolean(), providers: z.array(z.string()) }),
  /** Sessions still valid (devices signed in). */
  active_sessions: count,
  mute: z.object({ muted_until: z.string(), reason: z.string() }).nullable(),
  washes_total: count,
  washes: z.array(
    z.object({
      id: z.string(),
      station: z.string(),
      created_at: z.string(),
      points_earned: count,
      thumbnail_url: z.string(),
      photo_url: z.string(),
      verified: z.boolean(),
      review_reason: z.string().nullable(),
    }),
  ),
  ledger: z.array(
    z.object({ id: count, delta: count, reason: z.string(), label: z.string(), created_at: z.string() }),
  ),
  badges: z.array(z.object({ id: z.string(), name: z.string(), icon: z.string(), unlocked_at: z.string() })),
  reports: z.object({
    /** Chat messages this member reported. */
    made: count,
    /** Reports on this member's messages, newest first (a few). */
    received: count,
    latest_received: z.array(
      z.object({
        message: z.string(),
        reporter_name: z.string(),
        reason: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
});
export type AdminMemberOverview = z.infer<typeof adminMemberOverview>;
