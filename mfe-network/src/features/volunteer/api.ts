// The volunteer feature's writes (bulletproof-react's features/<feature>/api): a page sends an application only
// through this hook. An application changes no read of the member's; staff read the applications (staffKeys.volunteers)
// on their own page, so nothing is left to refresh here.
import { useMutation } from 'shared-api/query';
import { applyToVolunteer } from 'shared-api/requests';
import type { VolunteerInput } from 'shared-api/validation/network';

export const useApplyToVolunteer = () => useMutation({ mutationFn: (input: VolunteerInput) => applyToVolunteer(input) });
