import { commonFaqs, sponsorsOf, type DemoConference } from './shared.js';

// Next year's edition, which staff are still making: a draft (staff only), so `npm start` shows an edition in the
// making beside the published 2022 ones. Nobody but staff sees it, and the header does not link to it.
export const nextYear: DemoConference = {
  slug: 'freelance-fest-2027-peshawar',
  aliases: [],
  draft: true,
  title: 'Freelance Fest 2027 Peshawar',
  edition: 'Peshawar',
  tagline: 'Two days for the people who sell Pakistan’s skills to the world',
  overview: [
    'Freelance Fest comes to Peshawar for the first time: two days of talks, panels and workshops for freelancers, the agencies they grow into and the banks, platforms and universities that work with them.',
    'Day one is for keynotes and panels on payments, taxes and finding clients; day two is for hands-on workshops and one-to-one mentoring with experienced members.',
  ],
  days: [
    {
      date: '2027-04-17',
      slots: [
        ['09:00', '10:00', 'Registration and breakfast', 'Collect your badge and welcome pack at the front desk.'],
        ['10:00', '10:30', 'Opening ceremony', 'Recitation, national anthem and welcome by the chairperson.'],
        ['10:30', '11:15', 'Keynote: Five years of Pakistani freelancing', 'What has changed since the first Freelance Fest, and what the next five years ask of freelancers, platforms and the state.'],
        ['11:15', '12:00', 'Panel: Getting paid in 2027', 'Bankers, payment companies and freelancers on fees, exchange rates and the new export-proceeds rules.'],
      ],
    },
    {
      date: '2027-04-18',
      slots: [
        ['10:00', '12:00', 'Workshop: Proposals that win', 'Write and review a real proposal with a top-rated freelancer.'],
        ['13:00', '15:00', 'Mentoring sessions', 'Twenty-minute one-to-one sessions with experienced members. Book your slot at the help desk on day one.'],
      ],
    },
  ],
  venue: { name: 'Nishtar Hall', address: 'Saddar Road', city: 'Peshawar', map_url: null },
  palette: ['#7a4f12', '#b7791f', '#fdf3e1'],
  allSpeakersLink: null,
  speakers: [
    { name: 'Dr. Saima Rahman', designation: 'Chairperson', company: 'Pakistan Freelancers Association', type: 'Guest of Honor', linkedin: true },
    { name: 'Imran Shah', designation: 'Founder and CEO', company: 'Margalla Cloud', type: 'Keynote Speaker', linkedin: true },
    { name: 'Sadia Noor', designation: 'Top Rated freelancer', company: 'Web development', type: 'Speaker' },
    { name: 'Farhan Ali', designation: 'Director, digital banking', company: 'Indus Digital Bank', type: 'Speaker', linkedin: true },
  ],
  sponsors: sponsorsOf([
    ['Peshawar Startup Hub', 'Knowledge Partner', '#3d7a46'],
    ['Indus Digital Bank', 'Platinum Sponsor', '#17365d'],
    ['Ravi Payments', 'Payments Partner', '#7a4f12'],
    ['Margalla Cloud', 'Tech Partner', '#5b4a9a'],
  ]),
  faqs: commonFaqs.slice(0, 3),
};
