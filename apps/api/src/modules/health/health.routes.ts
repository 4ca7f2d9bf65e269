import { errorResponse } from '@app/shared/schemas/common';
import { healthResponse } from '@app/shared/schemas/health';
import { messages } from '../../i18n/fr';
import type { App } from '../../types';

export default async function healthRoutes(app: App) {
  app.get(
    '',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: healthResponse, 503: errorResponse } },
    },
    async (_request, reply) => {
      if (!app.isReady) return reply.code(503).send({ success: false, detail: messages.errors.notReady });
      return { status: 'ok' as const };
    },
  );
}
