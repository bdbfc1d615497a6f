import { safeReferrer } from 'shared-api';
import { useSearchParams } from 'shared-ui';

export { AFTER_SIGN_IN, safeReferrer, withReferrer } from 'shared-api';

/** The page's `referrer` query parameter, when it is safe to follow. */
export function useReferrer(): string | null {
  const [search] = useSearchParams();
  return safeReferrer(search.get('referrer'));
}
