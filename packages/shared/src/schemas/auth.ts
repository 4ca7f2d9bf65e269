import { z } from 'zod';
import { LOCALES } from '../domain/locales';
import { hasInvisibleCharacters, NAME_MAX_LENGTH } from '../domain/names';
import { stationNameField } from './stations';
import { userResponse } from './users';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export { NAME_MAX_LENGTH };

/** The fields' rules, shared by registration and the admin's user form. */
export const emailField = z
  .string({ error: 'L’adresse email est requise' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'L’adresse email est trop longue' })
  .pipe(z.email({ error: 'L’adresse email n’est pas valide' }));
const email = emailField;

export const newPasswordField = z
  .string({ error: 'Le mot de passe est requis' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères`,
  });

export const nameField = z
  .string({ error: 'Le nom est requis' })
  .trim()
  .min(1, { error: 'Le nom est requis' })
  .max(NAME_MAX_LENGTH, { error: `Le nom ne peut pas dépasser ${NAME_MAX_LENGTH} caractères` })
  // Other members see it: no hidden character may turn it around or copy another's.
  .refine((name) => !hasInvisibleCharacters(name), {
    error: 'Le nom ne peut pas contenir de caractères invisibles',
  });

export const registerBody = z.object({
  email,
  password: newPasswordField,
  name: nameField,
  favorite_station: stationNameField('Veuillez choisir une station valide'),
  /** From a /login?ref=CODE link or typed; the same rules as /viral/referral/use-code. */
  referral_code: z.string().max(40, { error: 'Code de parrainage invalide' }).optional(),
  /** The language chosen on the sign-in screen, kept on the new account. */
  locale: z.enum(LOCALES, { error: 'Langue inconnue' }).optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  email,
  password: z
    .string({ error: 'Le mot de passe est requis' })
    .min(1, { error: 'Le mot de passe est requis' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Email ou mot de passe incorrect' }),
});
export type LoginBody = z.input<typeof loginBody>;

/** Successful register, login and session exchange. */
export const authResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userResponse,
});
export type AuthResponse = z.infer<typeof authResponse>;

export const sessionExchangeHeaders = z.object({
  'x-session-id': z
    .string({ error: 'En-tête X-Session-ID requis' })
    .min(1, { error: 'En-tête X-Session-ID requis' })
    .max(200, { error: 'Identifiant de session invalide' }),
});

/** 'Mot de passe oublié ?': the address to send a reset link to. */
export const passwordResetRequestBody = z.object({ email });
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBody>;

/** The link's token and the new password. */
export const passwordResetConfirmBody = z.object({
  token: z
    .string({ error: 'Lien de réinitialisation invalide ou expiré' })
    .min(20, { error: 'Lien de réinitialisation invalide ou expiré' })
    .max(200, { error: 'Lien de réinitialisation invalide ou expiré' }),
  password: newPasswordField,
});
export type PasswordResetConfirmBody = z.input<typeof passwordResetConfirmBody>;

/** How one may sign in here: the configured providers, and whether reset links are sent. */
export const providersResponse = z.object({
  providers: z.array(z.enum(['google', 'apple'])),
  password_reset: z.boolean(),
});
export type ProvidersResponse = z.infer<typeof providersResponse>;
