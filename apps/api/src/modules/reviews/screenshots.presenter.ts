import type { MySubmission } from '@app/shared/schemas/reviews';
import { mediaUrl } from '../../lib/storage';
import type * as repo from './screenshots.repository';

/** A member's own review screenshot, with the operator's decision. */
export function presentOwn(row: repo.SubmissionRow): MySubmission {
  return {
    id: row.id,
    station: row.station,
    status: row.status,
    submitted_at: row.submittedAt.toISOString(),
    points_earned: row.pointsEarned,
    admin_notes: row.adminNotes,
    screenshot_url: mediaUrl(row.screenshotKey),
  };
}

/** A screenshot waiting in the admin's reviews tab. */
export function presentPending(row: Awaited<ReturnType<typeof repo.listPending>>[number]) {
  return {
    id: row.id,
    user_name: row.userName,
    user_email: row.userEmail,
    station: row.station,
    screenshot_url: mediaUrl(row.screenshotKey),
    submitted_at: row.submittedAt.toISOString(),
  };
}
