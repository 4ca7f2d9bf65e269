import { z } from 'zod';
import { isHexColor, meetsBrandContrast } from '../domain/brand';
import { visibleText } from './common';

/** No markup: the brand goes into the page's head, the manifest and mails. */
const plain = (schema: z.ZodString) =>
  schema
    .refine(...visibleText())
    .regex(/^[^<>{}]+$/u, { error: 'Le texte ne peut pas contenir les signes < > { }' });

/** PUT /api/admin/brand: the whole brand (Réglages → Marque). */
export const brandBody = z.object({
  name: plain(
    z
      .string({ error: 'Le nom du programme compte de 1 à 40 caractères' })
      .trim()
      .min(1, { error: 'Le nom du programme compte de 1 à 40 caractères' })
      .max(40, { error: 'Le nom du programme compte de 1 à 40 caractères' }),
  ),
  short_name: plain(
    z
      .string({ error: 'Le nom court compte de 1 à 12 caractères' })
      .trim()
      .min(1, { error: 'Le nom court compte de 1 à 12 caractères' })
      .max(12, { error: 'Le nom court compte de 1 à 12 caractères' }),
  ),
  primary_color: z
    .string({ error: 'La couleur s’écrit #rrggbb' })
    .trim()
    .refine(isHexColor, { error: 'La couleur s’écrit #rrggbb' })
    .refine(meetsBrandContrast, {
      error: 'Couleur trop claire : un texte blanc dessus doit atteindre un contraste de 4,5:1 (WCAG AA)',
    }),
  mail_sender_name: plain(
    z
      .string({ error: 'Le nom d’expéditeur compte de 1 à 60 caractères' })
      .trim()
      .min(1, { error: 'Le nom d’expéditeur compte de 1 à 60 caractères' })
      .max(60, { error: 'Le nom d’expéditeur compte de 1 à 60 caractères' }),
  ),
  legal_name: plain(
    z
      .string({ error: 'La raison sociale compte de 1 à 100 caractères' })
      .trim()
      .min(1, { error: 'La raison sociale compte de 1 à 100 caractères' })
      .max(100, { error: 'La raison sociale compte de 1 à 100 caractères' }),
  ),
  postal_address: z
    .string({ error: 'L’adresse postale est un texte' })
    .trim()
    .max(200, { error: 'L’adresse postale est trop longue' })
    .refine(...visibleText({ multiline: true })),
  contact_email: z.email({ error: 'Adresse e-mail de contact invalide' }).max(254),
});
export type BrandBody = z.infer<typeof brandBody>;

export const brandResponse = z.object({
  name: z.string(),
  short_name: z.string(),
  primary_color: z.string(),
  mail_sender_name: z.string(),
  legal_name: z.string(),
  postal_address: z.string(),
  contact_email: z.string(),
  /** The logo's 512 px icon, or null for the built-in one. */
  logo_url: z.string().nullable(),
});
export type BrandSettings = z.infer<typeof brandResponse>;

/** What members' screens need: GET /api/programme's `brand`, GET /api/brand (public pages). */
export const publicBrand = z.object({
  name: z.string(),
  short_name: z.string(),
  primary_color: z.string(),
  logo_url: z.string().nullable(),
  legal_name: z.string(),
  postal_address: z.string(),
  contact_email: z.string(),
});
