// The scholarship page's own words (second spec §2.9). The courses themselves come from the programme's data.
import { msg } from '@lingui/core/macro';
import { defaultOrg } from 'shared-api';

const org = defaultOrg.shortName;

export const SCHOLARSHIPS = 500;

export const highlights = [
  { figure: `${SCHOLARSHIPS}`, text: msg`fully funded scholarships for high-performing freelancers` },
  { figure: msg`3-6 months`, text: msg`part-time study, to be completed within about 6 months` },
  { figure: msg`4 weeks`, text: msg`of soft skills training once your certificate is done` },
];

/** Who may apply, and how the scholars are chosen (the #screening-criteria section). */
export const eligibility = [
  msg`You are a member of ${org} with a complete profile.`,
  msg`You apply for the certificate that fits your work, from its course page, and answer a short questionnaire.`,
  msg`You can study part-time for 3-6 months and finish within about 6 months.`,
];

export const shortlisting = [msg`Geographical distribution`, msg`Gender distribution`, msg`Age distribution`, msg`Occupational distribution`];

/** spec §9: nine questions. */
export const faqs = [
  {
    id: 1,
    question: msg`What is the Google Career Certificates scholarship?`,
    answer: msg`A fully funded career certificates scholarship programme run by ${org}: ${SCHOLARSHIPS} high-performing freelancers study a Google Career Certificate at no cost to them.`,
  },
  {
    id: 2,
    question: msg`Who can apply?`,
    answer: msg`Members of ${org} with a complete profile. Joining is free; complete your profile before you apply.`,
  },
  {
    id: 3,
    question: msg`Does the scholarship cost me anything?`,
    answer: msg`No. The scholarship is fully funded: there is no fee for the course or the certificate.`,
  },
  {
    id: 4,
    question: msg`How are scholars selected?`,
    answer: msg`Applications are shortlisted so that the ${SCHOLARSHIPS} scholarships reach freelancers across the country, with a fair geographical, gender, age and occupational distribution.`,
  },
  {
    id: 5,
    question: msg`How do I apply?`,
    answer: msg`Sign in, open the certificate you want from the list on this page, press Register Now and answer the short questionnaire.`,
  },
  {
    id: 6,
    question: msg`How long does a certificate take?`,
    answer: msg`Each certificate takes 3-6 months of part-time study. Plan to complete it within about 6 months of receiving access.`,
  },
  {
    id: 7,
    question: msg`What happens after I finish the certificate?`,
    answer: msg`A 4-week soft skills programme follows, to help you turn what you learned into work with clients.`,
  },
  {
    id: 8,
    question: msg`When will I hear back?`,
    answer: msg`Once the shortlisting is done we e-mail you our decision. You can also see the status of your application on the course page.`,
  },
  {
    id: 9,
    question: msg`A certificate says Registrations Closed. What can I do?`,
    answer: msg`Registrations open in rounds. Keep your profile complete and check this page again: Register Now appears as soon as the next round opens.`,
  },
];
