// The API's routes as the cross-cutting suites walk them (bad input, authorization): read from the running app,
// so a route joins those suites the day it is added.
import type { FastifyInstance } from 'fastify';
import type { Access } from '../plugins/auth.js';

export interface Property {
  type?: string;
  format?: string;
  enum?: unknown[];
  minLength?: number;
  minimum?: number;
}

export interface ApiRoute {
  method: string;
  /** with OpenAPI parameters: `/api/blogs/{id}` */
  url: string;
  access: Access;
  owns?: string;
  profile?: 'complete';
  /** the query string's parameters, from the OpenAPI document */
  query: string[];
  /** the body's fields, from the OpenAPI document */
  fields: string[];
  properties: Record<string, Property>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, Property> } }> } }>>;
}

/** Every API route the app has, with who may call it and the fields of its body. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const doc = app.swagger() as unknown as OpenApiDocument;
  return app.routeAccess.map((route) => {
    const url = route.url.replace(/:(\w+)/g, '{$1}');
    const operation = doc.paths[url]?.[route.method.toLowerCase()];
    const content = operation?.requestBody?.content ?? {};
    const query = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    const schema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
    return { ...route, url, query, fields: Object.keys(schema?.properties ?? {}), properties: schema?.properties ?? {} };
  });
}

/**
 * The routes a probe walks (authorization, bad input): every route, or with PROBE_CALLS (calls as a feature's calls.ts
 * writes them, `POST /staff/promotions/:promotionId`, comma-separated) those alone. `npm run test:changed` sets it to
 * the calls of the features a change touched; the whole suite walks every route.
 */
export function probedRoutes(routes: ApiRoute[]): ApiRoute[] {
  const only = process.env.PROBE_CALLS?.split(',').map((line) => line.trim()).filter(Boolean);
  if (!only?.length) return routes;
  const wanted = new Set(only.map((line) => line.replace(/ \/(?!api\/)/, ' /api/').replace(/:(\w+)/g, '{$1}')));
  const probed = routes.filter((route) => wanted.has(`${route.method} ${route.url}`));
  if (!probed.length) throw new Error(`PROBE_CALLS names no route of the app: ${only.join(', ')}`);
  return probed;
}

let serial = 0;
/** A value the field accepts, so that whatever a suite varies in another field is what the route has to deal with. */
export function plausible(property: Property): unknown {
  if (property.enum?.length) return property.enum[0];
  if (property.type === 'integer' || property.type === 'number') return Math.max(property.minimum ?? 1, 1);
  if (property.type === 'boolean') return true;
  if (property.type === 'array') return [];
  if (property.type === 'object') return {};
  if (property.format === 'email') return `net.${Date.now()}.${serial++}@example.org`;
  if (property.format === 'uri') return 'https://example.org/profile';
  return 'Lahore-Karachi-2026 '.repeat(Math.ceil((property.minLength ?? 1) / 20)).trim();
}

/** A body whose every field holds a plausible value. */
export const plausibleBody = (route: ApiRoute) => Object.fromEntries(Object.entries(route.properties).map(([name, property]) => [name, plausible(property)]));

/** The route's URL with every path parameter set to `value`. */
export const withParams = (url: string, value: string) => url.replace(/\{[^}]+\}/g, value);
