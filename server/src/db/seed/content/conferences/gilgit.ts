import { commonFaqs, sponsorsOf, type DemoConference } from './shared.js';

// spec: Gilgit edition 16–17 August 2022; 17 slots on day one, one Workshops slot on day two.
export const gilgit: DemoConference = {
  slug: 'freelance-fest-2022-gilgit',
  aliases: [],
  title: 'Freelance Fest 2022 Gilgit',
  edition: 'Gilgit',
  tagline: 'Global work, from the roof of the world',
  overview: [
    'Freelance Fest comes to Gilgit-Baltistan for the first time. Two days of talks, panels and workshops for students, freelancers and small businesses who want to work with clients around the world from the mountains.',
    'Learn how to find your first client, get paid through banking channels, build a profile that stands out and keep your work reliable when the internet or the power is not. Meet the members who already do it from Gilgit, Hunza and Skardu.',
  ],
  days: [
    {
      date: '2022-08-16',
      slots: [
        ['09:00', '09:30', 'Registration and morning tea', 'Collect your badge and programme at the front desk.'],
        ['09:30', '09:45', 'Recitation and national anthem', ''],
        ['09:45', '10:00', 'Welcome address', 'The association’s chairperson opens the first Freelance Fest in Gilgit-Baltistan and introduces the programme of both days.'],
        ['10:00', '10:20', 'Address by the Chief Guest', 'The Chief Guest speaks on the region’s plans for digital skills, connectivity and youth employment.'],
        ['10:20', '11:00', 'Keynote: Freelancing from the mountains', 'How remote work can keep talent in Gilgit-Baltistan, with stories from members who serve clients in five time zones from home.'],
        ['11:00', '11:15', 'Tea break', ''],
        ['11:15', '12:00', 'Panel: Getting paid without the headache', 'Bankers and freelancers compare payment channels, digital accounts, fees and exchange rates, and answer questions from the audience.'],
        ['12:00', '12:30', 'Finding your first client', 'A practical walk-through of proposals that win on freelance platforms, and the mistakes that make clients scroll past.'],
        ['12:30', '13:00', 'Personal branding on LinkedIn', 'Turning your profile into a portfolio that brings clients to you.'],
        ['13:00', '14:00', 'Lunch and prayer break', ''],
        ['14:00', '14:30', 'Working reliably with unreliable internet', 'Backup connections, solar kits, offline workflows and how to tell clients about them before anything goes wrong.'],
        ['14:30', '15:00', 'Data skills that clients pay for', 'Spreadsheets, SQL and dashboards: where beginners can start and which jobs ask for them most.'],
        ['15:00', '15:30', 'Tourism businesses online', 'How hotels, guides and craft sellers in the region can reach customers online, and the freelancers who can help them.'],
        ['15:30', '15:45', 'Tea break', ''],
        ['15:45', '16:30', 'Panel: Women freelancers of Gilgit-Baltistan', 'Women who freelance from the region talk about starting out, family support, safety online and growing their income year after year.'],
        ['16:30', '17:00', 'Taxes for freelancers, simply', 'What to file, which rate applies to export proceeds and the records to keep.'],
        ['17:00', '17:30', 'Closing remarks and networking', 'Announcement of the Gilgit chapter, thanks to partners and an hour to meet speakers and members.'],
      ],
    },
    {
      date: '2022-08-17',
      slots: [['10:00', '16:00', 'Workshops', 'Four hands-on workshops run in parallel all day: web development, graphic design, digital marketing and content writing. Bring a laptop; seats are given in order of registration and lunch is served at one o’clock.']],
    },
  ],
  venue: { name: 'Gilgit Convention Hall', address: 'Shahrah-e-Quaid-e-Azam, Jutial', city: 'Gilgit', map_url: null },
  palette: ['#1f4f46', '#2c7c70', '#dff1ee'],
  // spec (second document §2.1): the Gilgit page also links to all speakers: Freelance Fest 2022's, on its flagship page.
  allSpeakersLink: '/freelance-fest-2022#speakers',
  speakers: [
    { name: 'Muhammad Amin Shah', designation: 'Minister for Information Technology', company: 'Government of Gilgit-Baltistan', type: 'Chief Guest' },
    { name: 'Dr. Nasreen Karim', designation: 'Vice Chancellor', company: 'Northern Areas University', type: 'Guest of Honor' },
    { name: 'Sher Ali Baig', designation: 'Director, Regions', company: 'Pakistan Freelancers Association', type: 'Speaker', linkedin: true },
    { name: 'Zainab Hussain', designation: 'Data analyst', company: 'Freelancer', type: 'Speaker', linkedin: true },
    { name: 'Kashif Baig', designation: 'Chapter lead', company: 'Gilgit chapter', type: 'Speaker' },
    { name: 'Mehwish Akram', designation: 'Content strategist', company: 'Freelancer', type: 'Speaker', linkedin: true },
  ],
  sponsors: sponsorsOf([
    ['Northern Areas University', 'Knowledge Partner', '#1d4e89'],
    ['Karakoram Telecom', 'Platinum Sponsor', '#2c7c70'],
    ['Hunza Software House', 'Supporting Partner', '#1f6f8b'],
    ['Ravi Payments', 'Payments Partner', '#7a4f12'],
    ['GB Live', 'Live Streaming Partner', '#a23a4f'],
    ['Gilgit Technical College', 'Academic Partner', '#3d7a46'],
    ['Margalla Cloud', 'Tech Partner', '#5b4a9a'],
    ['Skardu Youth Forum', 'Collaborating Partner', '#8a3c12'],
  ]),
  faqs: [...commonFaqs, ['Where can I stay in Gilgit?', 'The venue is a short walk from several guest houses in Jutial. Members travelling from other cities can ask our volunteers for a list of places with student rates.']],
};
