// API paths built from the contracts (decision 016: a call's path is written once, in shared-api/src/calls/), for
// code that addresses the API by hand — the benchmarks — rather than through a registered route or the typed client.
import { pathOf, type Endpoint } from '../../../shared-api/src/contract.js';

/** The route as the server declares it, parameters as `:name` (/api/blogs/:id for the call GET /blogs/:id). */
export function apiRoute(endpoint: Pick<Endpoint, 'path'>): string {
  return `/api${endpoint.path}`;
}

/** The address of one call, its parameters filled in, each encoded (/api/blogs/12). */
export function apiUrl(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return `/api/${pathOf(endpoint.path, params)}`;
}
