import { refusals } from '@app/shared/schemas/common';
import {
  snakeChallengeResponse,
  snakeHistoryResponse,
  snakeStartResponse,
  snakeSubmitBody,
  snakeSubmitResponse,
} from '@app/shared/schemas/snake';
import { sessionUser } from '../../lib/session';
import type { App } from '../../types';
import { SnakeService } from './snake.service';

const refused = refusals(400, 401, 409, 429);

/** /api/games/snake (docs/product.md, screens, issue 10). */
export default async function snakeRoutes(app: App) {
  const service = new SnakeService(app.db, app.clock, app.rateLimiter, app.snakePrizes);
  app.post(
    '/start',
    { schema: { tags: ['snake'], response: { 200: snakeStartResponse, ...refused } } },
    (request) => service.start(sessionUser(request).id),
  );
  app.post(
    '/submit-score',
    {
      schema: { tags: ['snake'], body: snakeSubmitBody, response: { 200: snakeSubmitResponse, ...refused } },
    },
    (request) => service.submit(sessionUser(request).id, request.body),
  );
  app.get(
    '/challenge',
    { schema: { tags: ['snake'], response: { 200: snakeChallengeResponse, ...refused } } },
    (request) => service.challenge(sessionUser(request).id),
  );
  app.get(
    '/history',
    { schema: { tags: ['snake'], response: { 200: snakeHistoryResponse, ...refused } } },
    (request) => service.history(sessionUser(request).id),
  );
}
