import { z } from 'zod';

const componentState = z.enum(['up', 'down']);

/** The app's state: the database answers, and the listener that carries events between instances. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: componentState,
  listener: componentState,
});
