import { commonFaqs, sponsorsOf, type DemoConference } from './shared.js';

// The Islamabad edition is held on 26–27 March 2022: its text, its day tabs and its calendar event agree.
export const islamabad: DemoConference = {
  slug: 'freelance-fest-2022-islamabad',
  aliases: ['freelance-fest-islamabad-2022'],
  title: 'Freelance Fest 2022 Islamabad',
  edition: 'Islamabad',
  tagline: 'Where Pakistan’s freelancers meet the people who shape their work',
  overview: [
    'Freelance Fest Islamabad brings freelancers, platforms, banks and policy makers into one hall for two days. Hear how the rules on payments and taxes are changing, learn from freelancers who built agencies, and leave with a plan for your next year.',
    'Day one is for keynotes and panels on policy, payments and skills. Day two is for workshops and one-to-one mentoring with experienced members.',
  ],
  days: [
    {
      date: '2022-03-26',
      slots: [
        ['09:00', '09:45', 'Registration and breakfast', 'Collect your badge, programme and welcome pack at the front desk.'],
        ['09:45', '10:15', 'Opening ceremony', 'Recitation, national anthem and welcome address by the chairperson of the association.'],
        ['10:15', '10:45', 'Address by the Chief Guest', 'The Chief Guest speaks on the government’s plans for IT exports and the recognition of freelancing as a profession.'],
        ['10:45', '11:30', 'Panel: Payments, taxes and the freelancer', 'Regulators, bankers and freelancers discuss what has changed for export proceeds, what is still missing and how freelancers can stay compliant without an accountant.'],
        ['11:30', '11:45', 'Tea break', ''],
        ['11:45', '12:30', 'From freelancer to agency', 'Three members who grew from solo work to teams of ten or more share how they hired, priced and kept quality while growing.'],
        ['12:30', '13:00', 'Winning long-term clients', 'Communication habits that turn one-off orders into retainers.'],
        ['13:00', '14:00', 'Lunch and prayer break', ''],
        ['14:00', '14:45', 'Panel: The platforms and Pakistan', 'Representatives of freelance platforms talk about Pakistani talent, account verification and what top-rated profiles have in common.'],
        ['14:45', '15:30', 'Skills for the next five years', 'Which skills clients are asking for now, and how to learn them for free or at low cost through the association’s programmes.'],
        ['15:30', '16:00', 'Closing remarks', 'Thanks to partners and speakers, and the announcement of the next editions.'],
      ],
    },
    {
      date: '2022-03-27',
      slots: [
        ['10:00', '12:00', 'Workshop: Proposals that win', 'Write and review a real proposal with a top-rated freelancer, then rewrite it with feedback from the group.'],
        ['10:00', '12:00', 'Workshop: Design portfolios', 'Bring your portfolio and leave with a clear plan to improve it, from case study structure to the speed of your site on a phone.'],
        ['12:00', '13:00', 'Lunch and prayer break', ''],
        ['13:00', '15:00', 'Workshop: Bookkeeping and tax returns', 'Set up simple records for your freelance income and walk through filing a return step by step with a chartered accountant.'],
        ['15:00', '17:00', 'Mentoring sessions', 'Twenty-minute one-to-one sessions with experienced members. Book your slot at the help desk on day one; places are limited.'],
      ],
    },
  ],
  venue: { name: 'Margalla Convention Centre', address: 'Garden Avenue, Shakarparian', city: 'Islamabad', map_url: null },
  palette: ['#17365d', '#1d4e89', '#d6e6f7'],
  allSpeakersLink: null,
  speakers: [
    { name: 'Syed Hammad Ali', designation: 'Federal Secretary, IT & Telecom', company: 'Government of Pakistan', type: 'Chief Guest' },
    { name: 'Dr. Saima Rahman', designation: 'Chairperson', company: 'Pakistan Freelancers Association', type: 'Guest of Honor', linkedin: true },
    { name: 'Adeel Hussain', designation: 'Founder', company: 'Appcraft Studio', type: 'Speaker', linkedin: true },
    { name: 'Sadia Noor', designation: 'Top Rated freelancer', company: 'Web development', type: 'Speaker' },
    { name: 'Farhan Ali', designation: 'Director, digital banking', company: 'Indus Digital Bank', type: 'Speaker', linkedin: true },
    { name: 'Naveed Akhtar', designation: 'Chartered accountant', company: 'Akhtar & Co.', type: 'Speaker' },
    { name: 'Nimra Javed', designation: 'UI/UX designer', company: 'Freelancer', type: 'Speaker' },
  ],
  sponsors: sponsorsOf([
    ['Capital Institute of Technology', 'Knowledge Partner', '#1d4e89'],
    ['Indus Digital Bank', 'Platinum Sponsor', '#17365d'],
    ['Margalla Cloud', 'Platinum Sponsor', '#5b4a9a'],
    ['Islamabad Co-work Collective', 'Supporting Partner', '#2f6f8f'],
    ['Ravi Payments', 'Payments Partner', '#7a4f12'],
    ['Capital Live', 'Live Streaming Partner', '#a23a4f'],
    ['Lahore School of Computing', 'Academic Partner', '#0d6542'],
    ['Code for Karachi', 'Tech Partner', '#444f5a'],
    ['Peshawar Startup Hub', 'Collaborating Partner', '#3d7a46'],
  ]),
  faqs: [...commonFaqs, ['Is there parking at the venue?', 'Yes, free parking is available at the Margalla Convention Centre. We recommend arriving before nine on day one.']],
};
