// The routes each pinned remote serves, as the build left them in deploy/ (each worker's site serves a copy of that
// folder). Read when the tests are listed, before any site has started, so that a check of every route is cut into
// tests of a few routes each, named the same in every run; each test then reads its routes from its site.
import fs from 'node:fs';
import path from 'node:path';

export const REMOTES = ['mfe-public', 'mfe-account', 'mfe-network', 'mfe-ticketing', 'mfe-learning', 'mfe-safety-net'];

export type Access = 'public' | 'guest' | 'member' | 'complete-profile' | 'staff' | 'admin';
export interface PinnedRoute {
  path: string;
  access: Access;
  /** the page folder that draws it */
  page?: string;
}

const deploy = path.resolve(__dirname, '../../../deploy');

/** The remote's routes at its pinned version; none when nothing is built yet. */
export function pinnedRoutes(remote: string): PinnedRoute[] {
  try {
    const { pins } = JSON.parse(fs.readFileSync(path.join(deploy, 'manifest.json'), 'utf8')) as { pins: Record<string, { version: string }> };
    return (JSON.parse(fs.readFileSync(path.join(deploy, remote, pins[remote].version, 'routes.json'), 'utf8')) as { routes: PinnedRoute[] }).routes;
  } catch {
    return [];
  }
}

/** How many tests share `count` routes so that none has more than `most` of them: one at least. */
export const partsFor = (count: number, most: number) => Math.max(1, Math.ceil(count / most));

/** Part `index` of `parts` of a list, cut evenly: together the parts hold every item, however many there are now. */
export function partOf<T>(items: T[], index: number, parts: number): T[] {
  const size = Math.ceil(items.length / parts);
  return items.slice(index * size, (index + 1) * size);
}

/** ` (2 of 3)` after a test's name when its routes are cut into parts. */
export const partName = (index: number, parts: number) => (parts > 1 ? ` (${index + 1} of ${parts})` : '');
