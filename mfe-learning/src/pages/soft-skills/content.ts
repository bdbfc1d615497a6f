// The soft skills page's own words (second spec §2.10). The course Register Now enrols in comes from the data.
import { defaultOrg } from 'shared-api';
import type { FaqItem } from 'shared-ui';

const org = defaultOrg.shortName;

export const openToAll = [
  { title: 'Open to all', text: 'Any freelancer can join, whatever their field or experience.' },
  { title: 'No enrolment cap', text: 'There is no limit on places: everyone who registers is enrolled.' },
  { title: 'No degree needed', text: 'Bring your work and your curiosity; no degree or certificate is asked for.' },
];

/** spec §9: the page's four figures. The captions are the association's to confirm. */
export const statistics = [
  { figure: '81.5%', caption: 'of the previous batch completed all four modules' },
  { figure: '47%', caption: 'of the previous batch were women' },
  { figure: '53.3%', caption: 'of the previous batch came from outside the largest cities' },
  { figure: '4 modules', caption: 'one short video a week' },
];

export const steps = [
  { title: 'One video a week', text: 'Watch one module’s video each week, for four weeks, at a time that suits you.' },
  { title: 'Then a quiz', text: 'After the fourth week, take a short quiz on what the modules covered.' },
  { title: 'Then a certificate', text: 'Pass the quiz and download your certificate from the course page.' },
];

export const modules = [
  { week: 'Week 1', title: 'Communicating with clients', text: 'Writing clear proposals and messages, asking the right questions and setting expectations.' },
  { week: 'Week 2', title: 'Managing your time', text: 'Planning a week of work, meeting deadlines and saying no to work you cannot do well.' },
  { week: 'Week 3', title: 'Solving problems', text: 'Breaking a brief into steps, handling changes of scope and turning feedback into better work.' },
  { week: 'Week 4', title: 'Working with others', text: 'Collaborating in remote teams, handling disagreement and building relationships that bring repeat work.' },
];

/** spec §9: eight questions. */
export const faqs: FaqItem[] = [
  { id: 1, question: 'Who can join the soft skills program?', answer: 'Anyone. The program is open to all freelancers, with no enrolment cap and no degree needed.' },
  { id: 2, question: 'Does it cost anything?', answer: 'No. The program and its certificate are free.' },
  { id: 3, question: 'How is the program organised?', answer: 'One video a week for four weeks, then a quiz, then a certificate.' },
  { id: 4, question: 'How much time does it take?', answer: 'About an hour a week for the videos, and an hour of uninterrupted time for the quiz at the end.' },
  { id: 5, question: 'How do I register?', answer: `Press Register Now, sign in or join ${org} for free, and answer the short enrolment questions.` },
  { id: 6, question: 'When can I take the quiz?', answer: 'Once you have watched the four weekly videos. Open the course page and press Get Certified.' },
  { id: 7, question: 'What if I do not pass the quiz?', answer: 'You can try again, up to the number of attempts the course allows. The result page tells you how many are left.' },
  { id: 8, question: 'How do I get my certificate?', answer: 'When you pass the quiz, download your certificate from the result page or from the course page at any time.' },
];
