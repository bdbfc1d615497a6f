import { useEffect } from 'react';
import { defineQuery, getCities, getPrimarySkills, getProvinces, profileKeys, type Skill } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { notifyFailure } from 'shared-ui';

export interface Lookups {
  cities: Array<{ name: string; province: string }>;
  provinces: string[];
  primarySkills: Skill[];
}

/** Lists rarely change; one read per visit is enough. */
const forTheVisit = { staleTime: Infinity };

/** The lists the profile form chooses from. A list that fails to load is reported; the rest still fill in. */
export function useLookups(): Lookups {
  const cities = useQuery({ ...defineQuery(profileKeys.cities, getCities), ...forTheVisit });
  const provinces = useQuery({ ...defineQuery(profileKeys.provinces, getProvinces), ...forTheVisit });
  const primarySkills = useQuery({ ...defineQuery(profileKeys.primarySkills, getPrimarySkills), ...forTheVisit });
  const failure = cities.error ?? provinces.error ?? primarySkills.error;
  useEffect(() => {
    if (failure) notifyFailure(failure);
  }, [failure]);
  return { cities: cities.data ?? [], provinces: provinces.data ?? [], primarySkills: primarySkills.data ?? [] };
}
