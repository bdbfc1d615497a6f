import { useEffect, useState } from 'react';
import { getSecondarySkills, type Skill } from 'shared-api';
import { reportFailure } from '../forms/report-failure';

/** The secondary skills under the chosen primary skill, reloaded whenever the primary changes. */
export function useSecondarySkills(primarySkill: string) {
  const [skills, setSkills] = useState<Skill[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const parentId = Number(primarySkill);
    setSkills([]);
    if (!parentId) return;
    let current = true;
    setLoading(true);
    getSecondarySkills(parentId)
      .then(
        ({ data }) => current && setSkills(data),
        (error: unknown) => current && reportFailure(error),
      )
      .finally(() => current && setLoading(false));
    // An answer for a primary skill the member has since changed must not overwrite the newer list.
    return () => {
      current = false;
    };
  }, [primarySkill]);
  return { skills, loading };
}
