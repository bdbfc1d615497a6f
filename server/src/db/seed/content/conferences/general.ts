import { commonFaqs, sponsorsOf, type DemoConference } from './shared.js';

// The flagship edition, reached from the header logo; the only one with keynote speakers.
export const general: DemoConference = {
  slug: 'freelance-fest-2022',
  aliases: [],
  title: 'Freelance Fest 2022',
  edition: 'Lahore',
  tagline: 'Pakistan’s biggest gathering of freelancers',
  overview: [
    'Freelance Fest is the association’s yearly conference for everyone who works online from Pakistan: beginners looking for a first client, top-rated freelancers building agencies, and the companies, banks and universities that work with them.',
    'After editions in Islamabad and Gilgit, the 2022 flagship comes to Lahore with two days of keynotes, panels, workshops and the Freelancer of the Year awards.',
  ],
  days: [
    {
      date: '2022-12-10',
      slots: [
        ['09:00', '10:00', 'Registration and breakfast', 'Collect your badge and welcome pack. Breakfast is served in the exhibition hall.'],
        ['10:00', '10:30', 'Opening ceremony', 'Recitation, national anthem and welcome by the chairperson.'],
        ['10:30', '11:00', 'Address by the Chief Guest', 'The Chief Guest on Punjab’s programmes for digital skills and youth employment.'],
        ['11:00', '11:45', 'Keynote: The next billion hours', 'Pakistani freelancers already sell more than 10 billion hours of work. What would it take to double their earnings in five years, and who has to act?'],
        ['11:45', '12:00', 'Tea break', ''],
        ['12:00', '12:45', 'Panel: Building a company on freelance income', 'Founders who started on platforms explain how they moved to direct clients, registered companies and hired their first employees.'],
        ['12:45', '13:30', 'Keynote: Design for global clients', 'What clients in Europe and North America expect from a design partner, and how Pakistani studios win and keep them.'],
        ['13:30', '14:30', 'Lunch and prayer break', ''],
        ['14:30', '15:15', 'Panel: Payments in 2023', 'Banks, payment companies and the association on faster, cheaper payments for freelancers.'],
        ['15:15', '16:00', 'Freelancer of the Year awards', 'Awards in six categories, chosen by a jury of members and partners from more than 900 nominations.'],
        ['16:00', '16:30', 'Closing remarks', ''],
      ],
    },
    {
      date: '2022-12-11',
      slots: [
        ['10:00', '12:00', 'Workshop: Pricing your services', 'Hourly, fixed or value-based: work through your own prices with examples from design, development and writing.'],
        ['10:00', '12:00', 'Workshop: Video editing for YouTube', 'Editing, pacing and thumbnails that keep viewers watching, taught by a member who has edited more than 900 videos.'],
        ['12:00', '13:00', 'Lunch and prayer break', ''],
        ['13:00', '15:00', 'Workshop: Data dashboards', 'Build a sales dashboard from a messy spreadsheet, step by step, with free tools.'],
        ['15:00', '17:00', 'Chapter meetups', 'Meet the members of your city’s chapter and plan the year’s meetups together.'],
      ],
    },
  ],
  venue: { name: 'Lahore Expo Hall', address: 'Abdul Haque Road, Johar Town', city: 'Lahore', map_url: null },
  palette: ['#094c32', '#137f53', '#e8f6ef'],
  allSpeakersLink: null,
  speakers: [
    { name: 'Chaudhry Asad Mehmood', designation: 'Provincial Minister for Industries', company: 'Government of Punjab', type: 'Chief Guest' },
    { name: 'Dr. Saima Rahman', designation: 'Chairperson', company: 'Pakistan Freelancers Association', type: 'Guest of Honor', linkedin: true },
    { name: 'Imran Shah', designation: 'Founder and CEO', company: 'Margalla Cloud', type: 'Keynote Speaker', linkedin: true },
    { name: 'Ayesha Siddiqui', designation: 'Product designer', company: 'Freelancer', type: 'Keynote Speaker', linkedin: true },
    { name: 'Muhammad Usman Tariq', designation: 'Founder', company: 'Tariq Web Studio', type: 'Speaker', linkedin: true },
    { name: 'Hamza Qureshi', designation: 'Motion designer', company: 'Frame Forty', type: 'Speaker', linkedin: true },
    { name: 'Rabia Khalid', designation: 'Director, Community', company: 'Pakistan Freelancers Association', type: 'Speaker' },
    { name: 'Faisal Qureshi', designation: 'Head of partnerships', company: 'Ravi Payments', type: 'Speaker' },
  ],
  sponsors: sponsorsOf([
    ['Lahore School of Computing', 'Knowledge Partner', '#0d6542'],
    ['Indus Digital Bank', 'Platinum Sponsor', '#17365d'],
    ['Karakoram Telecom', 'Platinum Sponsor', '#2c7c70'],
    ['Multan Makers Network', 'Supporting Partner', '#b7791f'],
    ['Ravi Payments', 'Payments Partner', '#7a4f12'],
    ['Punjab Live', 'Live Streaming Partner', '#a23a4f'],
    ['Capital Institute of Technology', 'Academic Partner', '#1d4e89'],
    ['Margalla Cloud', 'Tech Partner', '#5b4a9a'],
    ['Quetta Women in Tech', 'Collaborating Partner', '#8a3c12'],
    ['Sukkur IT Park', 'Collaborating Partner', '#a23a4f'],
  ]),
  faqs: commonFaqs,
};
