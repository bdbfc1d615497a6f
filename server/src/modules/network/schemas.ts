import * as yup from 'yup';
import { DIRECTORY_PER_PAGE, VOLUNTEER_KINDS } from '../../../../shared-api/src/enums.js';
import { directoryFilterSchema } from '../../../../shared-api/src/validation/network.js';
import { dayRangeRules } from '../../http/days.js';
import { pageQuery } from '../../http/paging.js';

// The network's answers: shared-api's shapes.
export {
  DirectoryPage as directoryPageSchema,
  PublicMember as publicMemberSchema,
  StaffVolunteerApplication as staffVolunteerApplicationSchema,
  VolunteerApplication as volunteerApplicationSchema,
} from '../../../../shared-api/src/shapes/network.js';

/** GET public-peers and peers: the shared filters, the page, and the cursor the previous page answered. */
export const directoryQuery = pageQuery(DIRECTORY_PER_PAGE)
  .concat(directoryFilterSchema)
  .shape({
    cursor: yup
      .string()
      .trim()
      .max(40, 'cursor is not one this directory answered; start again from page 1')
      .matches(/^[A-Za-z0-9_-]*$/, 'cursor is not one this directory answered; start again from page 1'),
  });
export type DirectoryQueryInput = yup.InferType<typeof directoryQuery>;

export const memberParams = yup.object({ memberId: yup.string().trim().max(64).required() });

/** The staff list's filter: a kind of application and days (Asia/Karachi), both ends included. */
export const volunteerFilterQuery = yup.object({
  for: yup
    .string()
    .trim()
    .oneOf(['', ...VOLUNTEER_KINDS.map((k) => k.value)], `for must be one of ${VOLUNTEER_KINDS.map((k) => k.value).join(', ')}`),
  ...dayRangeRules(),
});
export type VolunteerFilterInput = yup.InferType<typeof volunteerFilterQuery>;

export const volunteerListQuery = pageQuery(25).concat(volunteerFilterQuery);
export type VolunteerListInput = yup.InferType<typeof volunteerListQuery>;
