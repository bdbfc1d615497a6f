import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from 'shared-ui';
import type { CourseEnrolment } from './shapes';

export type EnrolmentStatus = CourseEnrolment['status'];

/** What each state of an enrolment means to the member, and what happens next (spec §3 leaves the values unnamed). */
export const enrolmentStatus: Record<EnrolmentStatus, { label: MessageDescriptor; meaning: MessageDescriptor; next: MessageDescriptor; palette: 'orange' | 'green' | 'red' }> = {
  pending: {
    label: msg`Pending`,
    meaning: msg`Your application is waiting for the association’s decision.`,
    next: msg`We shortlist the applications and e-mail you our decision. You can also check it on the course page at any time.`,
    palette: 'orange',
  },
  accepted: {
    label: msg`Accepted`,
    meaning: msg`You are enrolled in this course.`,
    next: msg`Follow the course as we explain in our e-mail. When the course has a quiz, take it from the course page to get certified.`,
    palette: 'green',
  },
  declined: {
    label: msg`Declined`,
    meaning: msg`Your application was not accepted this time.`,
    next: msg`We have e-mailed you our decision. Keep your profile complete and apply again when the next round of registrations opens.`,
    palette: 'red',
  },
};
