import { API_PREFIX } from 'shared-api';

/** Where the server serves a stored file, such as the avatar key answered by upload-image. */
export function storageUrl(key: string) {
  // Older records may already hold a full address.
  if (/^(https?:)?\/\//.test(key) || key.startsWith('/')) return key;
  return `${API_PREFIX}/storage/${encodeURIComponent(key)}`;
}
