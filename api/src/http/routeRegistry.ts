import type { FastifyContextConfig, FastifyInstance } from 'fastify';

/** A route as the server registered it (`url` in Fastify's form: `/api/contacts/:contactId`). */
export type RegisteredRoute = { method: string; url: string; config: FastifyContextConfig };

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered on `app` from now on, hidden ones included: the authorization
 * test compares them with the OpenAPI document. Call it before any plugin is registered, so every
 * plugin's scope inherits the hook.
 */
export function recordRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, config: route.config ?? {} });
  });
}

/** The routes `app` registered (empty when recordRoutes was not called on it). */
export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] => registries.get(app) ?? [];
