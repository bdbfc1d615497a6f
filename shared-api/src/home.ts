// The member's dashboard home's cache key (/dashboard). Its call is mfe-account's home feature's
// (mfe-account/src/features/home); the key is here because pages of other remotes that change what the home shows (an
// issue read, a ticket paid) refresh it by this name. Bundled by each remote that reads it (decision 013).

export const homeKeys = {
  /** the dashboard home; a page that changes what it shows (an issue read, a ticket paid) invalidates it */
  home: ['home'] as const,
};
