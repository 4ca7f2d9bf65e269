import { z } from 'zod';

const base64url = (field: string, bytes: number) =>
  z
    .string({ error: `Clé « ${field} » manquante` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `Clé « ${field} » invalide` })
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, {
      error: `Clé « ${field} » invalide`,
    });

/** The browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .url({ error: 'Adresse d’abonnement push invalide' })
    .max(2048, { error: 'Adresse d’abonnement push invalide' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64url('p256dh', 65),
      auth: base64url('auth', 16),
    },
    { error: 'Clés d’abonnement push manquantes' },
  ),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({
  endpoint: z.url({ error: 'Adresse d’abonnement push invalide' }).max(2048),
});

export const vapidKeyResponse = z.object({ public_key: z.string() });
