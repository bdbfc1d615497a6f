import { useEffect, useState } from 'react';
import { getCities, getPrimarySkills, getProvinces, type Skill } from 'shared-api';
import { reportFailure } from '../forms/report-failure';

export interface Lookups {
  cities: Array<{ name: string; province: string }>;
  provinces: string[];
  primarySkills: Skill[];
}

const empty: Lookups = { cities: [], provinces: [], primarySkills: [] };

/** The lists the profile form chooses from. A list that fails to load is reported; the rest still fill in. */
export function useLookups(): Lookups {
  const [lookups, setLookups] = useState<Lookups>(empty);
  useEffect(() => {
    let current = true;
    const fill = <K extends keyof Lookups>(key: K, load: () => Promise<{ data: Lookups[K] }>) =>
      load().then(
        ({ data }) => current && setLookups((l) => ({ ...l, [key]: data })),
        (error: unknown) => current && reportFailure(error),
      );
    void fill('cities', getCities);
    void fill('provinces', getProvinces);
    void fill('primarySkills', getPrimarySkills);
    return () => {
      current = false;
    };
  }, []);
  return lookups;
}
