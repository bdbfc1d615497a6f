// The soft skills page's own words (second spec §2.10). The course Register Now enrols in comes from the data.
import { msg } from '@lingui/core/macro';
import { defaultOrg } from 'shared-api';

const org = defaultOrg.shortName;

export const openToAll = [
  { title: msg`Open to all`, text: msg`Any freelancer can join, whatever their field or experience.` },
  { title: msg`No enrolment cap`, text: msg`There is no limit on places: everyone who registers is enrolled.` },
  { title: msg`No degree needed`, text: msg`Bring your work and your curiosity; no degree or certificate is asked for.` },
];

/** spec §9: the page's four figures. The captions are the association's to confirm. */
export const statistics = [
  { figure: '81.5%', caption: msg`of the previous batch completed all four modules` },
  { figure: '47%', caption: msg`of the previous batch were women` },
  { figure: '53.3%', caption: msg`of the previous batch came from outside the largest cities` },
  { figure: msg`4 modules`, caption: msg`one short video a week` },
];

export const steps = [
  { title: msg`One video a week`, text: msg`Watch one module’s video each week, for four weeks, at a time that suits you.` },
  { title: msg`Then a quiz`, text: msg`After the fourth week, take a short quiz on what the modules covered.` },
  { title: msg`Then a certificate`, text: msg`Pass the quiz and download your certificate from the course page.` },
];

export const modules = [
  { week: msg`Week 1`, title: msg`Communicating with clients`, text: msg`Writing clear proposals and messages, asking the right questions and setting expectations.` },
  { week: msg`Week 2`, title: msg`Managing your time`, text: msg`Planning a week of work, meeting deadlines and saying no to work you cannot do well.` },
  { week: msg`Week 3`, title: msg`Solving problems`, text: msg`Breaking a brief into steps, handling changes of scope and turning feedback into better work.` },
  { week: msg`Week 4`, title: msg`Working with others`, text: msg`Collaborating in remote teams, handling disagreement and building relationships that bring repeat work.` },
];

/** spec §9: eight questions. */
export const faqs = [
  { id: 1, question: msg`Who can join the soft skills program?`, answer: msg`Anyone. The program is open to all freelancers, with no enrolment cap and no degree needed.` },
  { id: 2, question: msg`Does it cost anything?`, answer: msg`No. The program and its certificate are free.` },
  { id: 3, question: msg`How is the program organised?`, answer: msg`One video a week for four weeks, then a quiz, then a certificate.` },
  { id: 4, question: msg`How much time does it take?`, answer: msg`About an hour a week for the videos, and an hour of uninterrupted time for the quiz at the end.` },
  { id: 5, question: msg`How do I register?`, answer: msg`Press Register Now, sign in or join ${org} for free, and answer the short enrolment questions.` },
  { id: 6, question: msg`When can I take the quiz?`, answer: msg`Once you have watched the four weekly videos. Open the course page and press Get Certified.` },
  { id: 7, question: msg`What if I do not pass the quiz?`, answer: msg`You can try again, up to the number of attempts the course allows. The result page tells you how many are left.` },
  { id: 8, question: msg`How do I get my certificate?`, answer: msg`When you pass the quiz, download your certificate from the result page or from the course page at any time.` },
];
