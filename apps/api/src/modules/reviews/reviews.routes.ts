import { errorResponse } from '@app/shared/schemas/common';
import {
  googleReviewBody,
  googleReviewResponse,
  reviewStatusResponse,
  washIdParams,
} from '@app/shared/schemas/washes';
import { messages } from '../../i18n/fr';
import { HttpError } from '../../lib/errors';
import { sessionUser } from '../../plugins/auth';
import type { App } from '../../types';
import { findOwnWash } from '../washes/washes.repository';
import { ReviewsService } from './reviews.service';

export default async function reviewsRoutes(app: App) {
  const service = new ReviewsService(app.db, app.clock);

  app.get(
    '/reviews/status',
    { schema: { tags: ['reviews'], response: { 200: reviewStatusResponse } } },
    async (request) => service.status(sessionUser(request).id),
  );

  app.post(
    '/washes/:id/google-review',
    {
      schema: {
        tags: ['reviews'],
        params: washIdParams,
        body: googleReviewBody,
        response: { 200: googleReviewResponse, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const wash = await findOwnWash(app.db, request.params.id, user.id);
      if (!wash) throw new HttpError(404, messages.washes.notFound);
      // The bonus is for the station of this wash, never for one the client names.
      const named = request.body?.station;
      if (named !== undefined && named !== wash.station)
        throw new HttpError(400, messages.reviews.stationMismatch);
      return service.rewardFromWashFlow(user.id, wash.id, wash.station);
    },
  );
}
