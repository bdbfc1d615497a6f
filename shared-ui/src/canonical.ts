import { createContext, useContext, useEffect } from 'react';
import { useLocation, useNavigate } from './router';

/**
 * Given by the server's render of a first view (docs/decisions/028), what a page says of the document around it:
 * its title (`usePageTitle`), where its record lives when the address asked for is another (an old slug), which
 * the server answers with a redirect instead of the page, and its status: 404 when what the address names does not
 * exist (the not-found page, a record's not-found state in `PageFrame`), which search engines and monitors read. A
 * page of islands never runs its effects in the browser: the server's document must be right.
 */
export const FirstViewDocument = createContext<{ redirect: string | null; title: string | null; status?: 404 | null } | null>(null);

/**
 * A record's page at an address that is not the record's own (an earlier slug, a wrong one): the server redirects
 * there permanently, and the browser, after a client-side navigation, moves there without a new history entry. The
 * query and the hash are kept. `path` is undefined until the record is known.
 */
export function useCanonicalPath(path: string | undefined) {
  const first = useContext(FirstViewDocument);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const elsewhere = path !== undefined && path !== pathname;
  if (elsewhere && first) first.redirect = `${path}${search}`;
  useEffect(() => {
    if (elsewhere) navigate(`${path}${search}${hash}`, { replace: true });
  }, [elsewhere, path, search, hash, navigate]);
}
