import { applyOverrides, currentOverrides } from './overrides';
import type { ShellManifest } from 'shared-api';

const pinned: ShellManifest = {
  overridesAllowed: true,
  remotes: [
    { name: 'mfe-account', scope: 'mfe_account', version: '1.0.0', entry: '/remotes/mfe-account/1.0.0/mf-manifest.json', routes: [] },
    { name: 'mfe-public', scope: 'mfe_public', version: '1.0.0', entry: '/remotes/mfe-public/1.0.0/mf-manifest.json', routes: [] },
  ],
};
const localRoutes = { name: 'mfe-account', scope: 'mfe_account', version: '1.1.0', routes: [{ path: '/login', page: 'login', access: 'guest', title: 'Login' }] };

beforeEach(() => {
  localStorage.clear();
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => localRoutes })) as unknown as typeof fetch;
});

describe('local remote overrides', () => {
  it('points one remote at a local build, with the route table beside it, and keeps the rest pinned', async () => {
    const overrides = currentOverrides('?mfe-override=mfe-account@/local/mfe-account/mf-manifest.json');
    const manifest = await applyOverrides(pinned, overrides);
    expect(manifest.remotes[0]).toMatchObject({ entry: '/local/mfe-account/mf-manifest.json', overridden: true, routes: localRoutes.routes });
    expect(global.fetch).toHaveBeenCalledWith('/local/mfe-account/routes.json', { cache: 'no-cache' });
    expect(manifest.remotes[1]).toBe(pinned.remotes[1]);
  });

  it('remembers the override in this browser until it is removed', () => {
    currentOverrides('?mfe-override=mfe-account@/local/mfe-account/mf-manifest.json');
    expect(currentOverrides('')).toEqual({ 'mfe-account': '/local/mfe-account/mf-manifest.json' });
    expect(currentOverrides('?mfe-override=mfe-account@')).toEqual({});
  });

  it('refuses a build on another site', () => {
    expect(currentOverrides('?mfe-override=mfe-account@https://elsewhere.example/mf-manifest.json')).toEqual({});
    expect(currentOverrides('?mfe-override=mfe-account@//elsewhere.example/mf-manifest.json')).toEqual({});
  });

  it('does nothing when the server does not allow overrides (production)', async () => {
    const overrides = currentOverrides('?mfe-override=mfe-account@/local/mfe-account/mf-manifest.json');
    const manifest = await applyOverrides({ ...pinned, overridesAllowed: false }, overrides);
    expect(manifest.remotes[0].entry).toBe('/remotes/mfe-account/1.0.0/mf-manifest.json');
  });
});
