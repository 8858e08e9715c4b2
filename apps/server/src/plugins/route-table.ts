import type { FastifyInstance, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

export type RouteEntry = { readonly method: HTTPMethods; readonly url: string };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every route the app registered, as 'METHOD url'; HEAD routes Fastify adds are left out. */
    readonly routeTable: readonly RouteEntry[];
  }
}

/**
 * Records each route as it is registered, so that tests can hold the access rules and the fuzzer
 * against the app's own table and a route added without them fails. Registered before any other
 * plugin: the hook only sees routes added after it.
 */
export const routeTable = fp(
  async (app: FastifyInstance) => {
    const routes: RouteEntry[] = [];
    app.decorate('routeTable', {
      getter: () => Object.freeze(routes.map((route) => Object.freeze({ ...route }))),
    });
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url });
      }
    });
  },
  { name: 'route-table' },
);
