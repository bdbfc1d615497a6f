import { useContext, useEffect } from 'react';
import { defaultOrg } from 'shared-api';
import { FirstViewDocument } from './canonical';

/** Sets the document title as "<title> | <association>", on the server's first view too. */
export function usePageTitle(title: string | undefined) {
  const first = useContext(FirstViewDocument);
  if (first && title) first.title = title;
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${defaultOrg.name}`;
  }, [title]);
}
