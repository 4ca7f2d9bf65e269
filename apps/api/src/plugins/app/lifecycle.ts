import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once migrations are applied and start-up tasks are done (bootstrap.ts). */
    isReady: boolean;
    /**
     * Set when the process was asked to stop: it still serves, but answers "not ready" so
     * that the proxy's health check sends new requests elsewhere before it closes.
     */
    draining: boolean;
    /** Every registered route (method and pattern): tests walk it, so no route escapes them. */
    routeTable: { method: string; url: string }[];
  }
}

export default fp(
  async (app) => {
    app.decorate('isReady', false);
    app.decorate('draining', false);
    app.decorate('routeTable', [] as { method: string; url: string }[]);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) app.routeTable.push({ method, url: route.url });
    });
  },
  { name: 'lifecycle' },
);
