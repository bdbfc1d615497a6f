import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const FALLBACK = Symbol.for('shell.remote-fallback');

export const isFallbackModule = (mod: unknown) => Boolean(mod && (mod as Record<symbol, unknown>)[FALLBACK]);

/**
 * When a remote's manifest or entry cannot be fetched, the runtime asks this hook. At `onLoad` a module
 * returned here is used instead of the remote's: a marked empty one, which the shell turns into its
 * own fallback. At `afterResolve` whatever is returned is taken as the manifest, so nothing is.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-fallback',
    errorLoadRemote({ lifecycle }) {
      if (lifecycle === 'onLoad') return { [FALLBACK]: true, default: undefined };
      return undefined;
    },
  };
}
