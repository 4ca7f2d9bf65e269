import { z } from 'zod';

const componentState = z.enum(['up', 'down']);

/** The app's state: the database answers, and the listener that carries events between instances. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: componentState,
  listener: componentState,
});

/** GET /api/health/ready: whether this instance should get traffic (a load balancer's check). */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  /** Every migration this version ships is applied to the database. */
  migrations: z.enum(['applied', 'pending', 'unknown']),
  database: componentState,
  listener: componentState,
});

/** GET /api/health/live: the process answers (a supervisor's check: restart when it does not). */
export const livenessResponse = z.object({ status: z.literal('alive') });
