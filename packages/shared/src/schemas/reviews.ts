import { z } from 'zod';
import { ADMIN_NOTES_MAX } from '../domain/reviews';

export { ADMIN_NOTES_MAX, SCREENSHOT_MAX_BYTES } from '../domain/reviews';
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const mySubmission = z.object({
  id: z.string(),
  station: z.string(),
  status: z.enum(REVIEW_STATUSES),
  submitted_at: z.string(),
  points_earned: z.number().int(),
  admin_notes: z.string().nullable(),
  screenshot_url: z.string(),
});
export type MySubmission = z.infer<typeof mySubmission>;
export const mySubmissionsResponse = z.object({ submissions: z.array(mySubmission) });

export const submitScreenshotResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  submission: mySubmission,
});

export const pendingSubmission = z.object({
  id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  station: z.string(),
  screenshot_url: z.string(),
  submitted_at: z.string(),
});
export const pendingSubmissionsResponse = z.object({ submissions: z.array(pendingSubmission) });

export const validateReviewBody = z.object({
  action: z.enum(['approve', 'reject'], { error: 'Action attendue : approve ou reject' }),
  admin_notes: z
    .string({ error: 'Notes : texte attendu' })
    .trim()
    .max(ADMIN_NOTES_MAX, { error: `Les notes ne peuvent pas dépasser ${ADMIN_NOTES_MAX} caractères` })
    .optional(),
});
export const validateReviewResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  points_awarded: z.number().int(),
});
export const reviewSubmissionParams = z.object({ id: z.uuid({ error: 'Identifiant invalide' }) });
