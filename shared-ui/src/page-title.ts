import { useEffect } from 'react';
import { defaultOrg } from 'shared-api';

/** Sets the document title as "<title> | <association>". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${defaultOrg.name}`;
  }, [title]);
}
