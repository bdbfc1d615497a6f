// A member's requests to the association (second spec §2.7, §7): volunteer applications.
import { post } from 'shared-api';
import type { VolunteerApplication } from './types';
import type { VolunteerInput } from './validation/network';

/**
 * POST user/volunteer with `for` and `description`. A profile that is not complete is refused (403) with the
 * incomplete-profile message; the page checks completeness first and shows the notice instead.
 */
export const applyToVolunteer = (input: VolunteerInput) => post<VolunteerApplication>('user/volunteer', input);
