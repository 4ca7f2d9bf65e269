import { z } from 'zod';

/** GET /api/wallet/google/save-url: the « Enregistrer dans Google Wallet » link. */
export const googleSaveUrlResponse = z.object({ url: z.string() });

/** Apple's pass web service (its protocol's names): what a device sends and reads. */
const passTypeIdentifier = z.string().regex(/^[\w.-]{1,200}$/, { error: 'Type de carte illisible' });
const serialNumber = z.string().regex(/^[\w-]{1,100}$/, { error: 'Numéro de carte illisible' });
export const applePassParams = z.object({ passTypeIdentifier, serialNumber });
export const appleDeviceParams = z.object({
  deviceLibraryIdentifier: z.string().regex(/^[\w-]{1,100}$/, { error: 'Identifiant d’appareil illisible' }),
  passTypeIdentifier,
});
export const appleRegistrationParams = appleDeviceParams.extend({ serialNumber });
export const appleRegistrationBody = z.object({
  pushToken: z.string().regex(/^[0-9a-fA-F]{16,200}$/, { error: 'Jeton de notification illisible' }),
});
export const appleUpdatedQuery = z.object({
  passesUpdatedSince: z
    .string()
    .regex(/^\d{1,18}$/, { error: 'Étiquette de mise à jour illisible' })
    .optional(),
});
export const appleUpdatedResponse = z.object({ serialNumbers: z.array(z.string()), lastUpdated: z.string() });
export const appleLogBody = z.object({ logs: z.array(z.string().max(2000)).max(100) });
