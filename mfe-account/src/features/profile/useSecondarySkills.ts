import { useEffect } from 'react';
import { defineQuery, getSecondarySkills, profileKeys } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { notifyFailure } from 'shared-ui';

/** The secondary skills under the chosen primary skill; each primary's list is read once and kept. */
export function useSecondarySkills(primarySkill: string) {
  const parentId = Number(primarySkill);
  const query = useQuery({
    ...defineQuery(profileKeys.secondarySkills(parentId), () => getSecondarySkills(parentId)),
    enabled: parentId > 0,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (query.error) notifyFailure(query.error);
  }, [query.error]);
  return { skills: (parentId > 0 && query.data) || [], loading: query.isFetching };
}
