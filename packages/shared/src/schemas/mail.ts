import { z } from 'zod';

/** The token of a mail's unsubscribe link (issue 33). */
export const unsubscribeQuery = z.object({
  token: z
    .string({ error: 'Lien de désinscription invalide' })
    .min(1, { error: 'Lien de désinscription invalide' })
    .max(200, { error: 'Lien de désinscription invalide' }),
});

/** RFC 8058's one-click body, as the mail provider (or the page's button) posts it. */
export const unsubscribeBody = z.object({
  'List-Unsubscribe': z.literal('One-Click', {
    error: 'Désinscription : « List-Unsubscribe=One-Click » attendu',
  }),
});
