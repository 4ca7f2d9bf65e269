import { errorResponse } from '@app/shared/schemas/common';
import {
  snakeChallengeResponse,
  snakeHistoryResponse,
  snakeStartResponse,
  snakeSubmitBody,
  snakeSubmitResponse,
} from '@app/shared/schemas/snake';
import { sessionUser } from '../../plugins/auth';
import type { App } from '../../types';
import { SnakeService } from './snake.service';

const refusals = { 400: errorResponse, 401: errorResponse, 409: errorResponse, 429: errorResponse };

/** /api/games/snake (community spec §7, issue 10). */
export default async function snakeRoutes(app: App) {
  const service = new SnakeService(app.db, app.clock, app.rateLimiter, app.snakePrizes);
  app.post(
    '/start',
    { schema: { tags: ['snake'], response: { 200: snakeStartResponse, ...refusals } } },
    (request) => service.start(sessionUser(request).id),
  );
  app.post(
    '/submit-score',
    {
      schema: { tags: ['snake'], body: snakeSubmitBody, response: { 200: snakeSubmitResponse, ...refusals } },
    },
    (request) => service.submit(sessionUser(request).id, request.body),
  );
  app.get(
    '/challenge',
    { schema: { tags: ['snake'], response: { 200: snakeChallengeResponse, ...refusals } } },
    (request) => service.challenge(sessionUser(request).id),
  );
  app.get(
    '/history',
    { schema: { tags: ['snake'], response: { 200: snakeHistoryResponse, ...refusals } } },
    (request) => service.history(sessionUser(request).id),
  );
}
