import { useEffect } from 'react';
import { useLocation } from 'shared-ui';
import { replaceDocument } from '../load-document';
import { PageLoading } from '../remotes/RemotePage';

/**
 * A staff page asked for on an Urdu page (a link, a redirect after sign-in): staff pages are English only
 * (docs/decisions/030), so it is loaded from the server at its English address, in place of the Urdu one in the
 * history.
 */
export function EnglishOnlyPage() {
  const { pathname, search, hash } = useLocation();
  // Always a path of this site: `//host` would be another origin to the browser.
  const href = `/${pathname.replace(/^[/\\]+/, '')}${search}${hash}`;
  useEffect(() => replaceDocument(href), [href]);
  return <PageLoading />;
}
