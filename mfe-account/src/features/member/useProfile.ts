import { defineQuery, getProfile, profileKeys } from 'shared-api';
import { useQuery } from 'shared-api/query';

/**
 * The signed-in member's profile, from the site's query cache (one request for every page that shows it). The
 * member's changes to it go through ./api.ts, which keeps this read up to date.
 */
export const useProfile = () => useQuery(defineQuery(profileKeys.profile, getProfile));
