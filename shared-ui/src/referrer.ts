import { safeReferrer } from 'shared-api';
import { useSearchParams } from './router';

/** The page's `referrer` query parameter, when it is safe to follow (a path on this site). */
export function useReferrer(): string | null {
  const [search] = useSearchParams();
  return safeReferrer(search.get('referrer'));
}
