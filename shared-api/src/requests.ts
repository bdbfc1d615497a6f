// A member's requests to the association (second spec §2.7, §7): volunteer applications.
import { call } from 'shared-api';
import type { VolunteerInput } from './validation/network';
import { volunteerCalls } from './calls/volunteering';
import { typedCalls } from './contract-client';
import type { volunteerContract } from './contracts/volunteering';

const api = typedCalls<typeof volunteerContract>(volunteerCalls, { call });

/**
 * An application with `for` and `description`. A profile that is not complete is refused (403) with the
 * incomplete-profile message; the page checks completeness first and shows the notice instead.
 */
export const applyToVolunteer = (input: VolunteerInput) => api.applyToVolunteer({ body: input });
