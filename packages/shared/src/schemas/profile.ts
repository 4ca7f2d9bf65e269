import { z } from 'zod';
import { hasInvisibleCharacters } from '../domain/names';
import { LOCALES } from '../domain/locales';
import { isBirthday } from '../domain/reminders';
import { stationNameField } from './stations';
import { nameField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { userResponse } from './users';

export const PSEUDO_PATTERN = /^[\p{L}\p{N}]{2,20}$/u;
export const MAX_PROFILE_PHOTO_BYTES = 2 * 1024 * 1024;

export const updateProfileBody = z.object({
  /** The member's name, under the rules of registration. */
  name: nameField.optional(),
  favorite_station: stationNameField('Veuillez choisir une station valide').nullable().optional(),
  /** Empty or null: show the real name. */
  pseudo: z
    .string({ error: 'Le pseudo doit être un texte' })
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(
      z
        .string()
        .regex(PSEUDO_PATTERN, { error: 'Le pseudo doit contenir 2 à 20 lettres ou chiffres' })
        // The Hangul fillers are letters (Lo) that show nothing: a pseudo of them is blank.
        .refine((pseudo) => !hasInvisibleCharacters(pseudo), {
          error: 'Le pseudo doit contenir 2 à 20 lettres ou chiffres',
        })
        .nullable(),
    )
    .nullable()
    .optional(),
  /** Whether the member's wash photos appear in the community gallery. */
  show_in_gallery: z.boolean({ error: 'Champ « show_in_gallery » : vrai ou faux attendu' }).optional(),
  /** The member's language; null goes back to the browser's. */
  locale: z.enum(LOCALES, { error: 'Langue inconnue' }).nullable().optional(),
  /** Day and month of birth, "MM-DD" (never the year); null forgets it. */
  birthday: z
    .string({ error: 'Date d’anniversaire : texte « MM-JJ » attendu' })
    .max(5, { error: 'Date d’anniversaire invalide (format MM-JJ)' })
    .refine(isBirthday, { error: 'Date d’anniversaire invalide (format MM-JJ)' })
    .nullable()
    .optional(),
  /** The programme's e-mails (off by default). */
  email_opt_in: z.boolean({ error: 'Champ « email_opt_in » : vrai ou faux attendu' }).optional(),
  /** The automatic messages' categories; a category left out keeps its choice. */
  reminders: z
    .object(
      {
        streak: z.boolean({ error: 'Rappels de série : vrai ou faux attendu' }).optional(),
        offers: z.boolean({ error: 'Offres : vrai ou faux attendu' }).optional(),
        birthday: z.boolean({ error: 'Anniversaire : vrai ou faux attendu' }).optional(),
      },
      { error: 'Champ « reminders » : objet attendu' },
    )
    .strict()
    .optional(),
  /** A new photo as a data URL; null removes it; absent keeps it. */
  profile_photo: z
    .string({ error: 'La photo doit être une image' })
    .max(2_900_000, { error: 'La photo est trop volumineuse (max 2MB)' })
    .nullable()
    .optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const updateProfileResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userResponse,
});

export const changePasswordBody = z.object({
  current_password: z
    .string({ error: 'Le mot de passe actuel est requis' })
    .min(1, { error: 'Le mot de passe actuel est requis' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Mot de passe actuel incorrect' })
    // An account made through Google or Apple sets its first password without one.
    .optional(),
  new_password: z
    .string({ error: 'Le nouveau mot de passe est requis' })
    .min(PASSWORD_MIN_LENGTH, {
      error: `Le nouveau mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
    })
    .max(PASSWORD_MAX_LENGTH, {
      error: `Le nouveau mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères`,
    }),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const deleteAccountResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data_deleted: z.object({
    washes: z.number().int(),
    photos: z.number().int(),
    points_entries: z.number().int(),
    notifications: z.number().int(),
    sessions: z.number().int(),
  }),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>;

export const signInMethodsResponse = z.object({
  /** 'password', and each linked provider. */
  methods: z.array(z.enum(['password', 'google', 'apple'])),
});
