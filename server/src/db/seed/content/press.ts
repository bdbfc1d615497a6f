// Press releases: the text of each is also its PDF; some carry an Urdu-release companion fact sheet.
export interface DemoPressRelease {
  slug: string;
  title: string;
  date: string;
  featured: boolean;
  palette: [string, string, string];
  paragraphs: string[];
  /** extra PDF documents besides the release itself */
  attachments: Array<{ name: string; lines: string[] }>;
  /** a draft staff are still writing, or one scheduled for `date`; published from `date` otherwise */
  state?: 'draft' | 'scheduled';
}

export const PRESS_OFFICE = 'Pakistan Freelancers Association, Press Office';

export const demoPressReleases: DemoPressRelease[] = [
  {
    slug: 'freelance-fest-gilgit-brings-digital-work-to-the-mountains',
    title: 'Freelance Fest Gilgit brings two days of digital work skills to Gilgit-Baltistan',
    date: '2022-08-18T10:00:00+05:00',
    featured: true,
    palette: ['#2c7c70', '#49a596', '#dff1ee'],
    paragraphs: [
      'GILGIT, 18 August 2022 — More than 600 students, freelancers and small business owners took part in Freelance Fest Gilgit on 16 and 17 August, the first edition of the association’s conference held in Gilgit-Baltistan.',
      'The first day brought seventeen sessions on remote work, online payments, personal branding and data skills. The second day was given to hands-on workshops, run by members who freelance from the region.',
      '“Talent in Gilgit-Baltistan is ready for global work. What it needs is reliable internet, access to payments and a community,” said the association’s chairperson at the closing session.',
      'The association will open a Gilgit chapter this year, with monthly meetups at the Karakoram International University.',
    ],
    attachments: [{ name: 'Freelance Fest Gilgit — fact sheet', lines: ['Dates: 16–17 August 2022', 'Participants: 600+', 'Sessions on day one: 17', 'Workshops on day two: 4 parallel tracks'] }],
  },
  {
    slug: 'association-welcomes-reduced-tax-rate-on-it-exports',
    title: 'Association welcomes the reduced final tax rate on IT export proceeds for freelancers',
    date: '2022-06-14T12:00:00+05:00',
    featured: true,
    palette: ['#0d6542', '#1f9d68', '#9dd8bb'],
    paragraphs: [
      'ISLAMABAD, 14 June 2022 — The Pakistan Freelancers Association welcomes the budget proposal that keeps a reduced final tax rate on export proceeds of IT services received through banking channels, including those earned by individual freelancers.',
      'The association had asked for a simple regime that treats freelancers as exporters, without requiring company registration. The proposal follows consultations in which the association presented survey data from 4,200 members.',
      'The association asks the Federal Board of Revenue to publish clear guidance in Urdu and English, and to let freelancers file with their bank certificates alone.',
    ],
    attachments: [],
  },
  {
    slug: 'freelance-fest-islamabad-2022-announced',
    title: 'Freelance Fest 2022 Islamabad announced for 26–27 March',
    date: '2022-02-28T11:00:00+05:00',
    featured: true,
    palette: ['#1d4e89', '#3a7bc8', '#d6e6f7'],
    paragraphs: [
      'ISLAMABAD, 28 February 2022 — The association announces Freelance Fest 2022 Islamabad, to be held on 26 and 27 March 2022 at the Margalla Convention Centre.',
      'Over two days, freelancers, platforms, banks and policy makers will discuss payments, skills and the future of remote work from Pakistan. Entry is free for members; registration opens today.',
      'Speakers include founders of Pakistani software companies, top-rated freelancers and representatives of the banking sector.',
    ],
    attachments: [{ name: 'Freelance Fest Islamabad — programme overview', lines: ['Day one, 26 March: keynotes and panels', 'Day two, 27 March: workshops and mentoring', 'Venue: Margalla Convention Centre, Islamabad'] }],
  },
  {
    slug: 'freelancer-digital-accounts-now-open-to-members',
    title: 'Members can now request a freelancer digital bank account through the association',
    date: '2021-11-09T10:00:00+05:00',
    featured: false,
    palette: ['#7a4f12', '#b7791f', '#fbe9c8'],
    paragraphs: [
      'KARACHI, 9 November 2021 — Members of the association can request a freelancer digital account from their dashboard, with the association passing their request to the bank of their choice.',
      'Digital accounts can be opened with a CNIC and receive foreign remittances, which lets freelancers receive platform payouts without visiting a branch.',
      'The association negotiated faster processing for members and a single point of contact for problems with incoming payments.',
    ],
    attachments: [],
  },
  {
    slug: 'survey-finds-payments-top-concern-for-freelancers',
    title: 'Survey: receiving payments remains the top concern of Pakistani freelancers',
    date: '2021-08-23T09:30:00+05:00',
    featured: false,
    palette: ['#5b4a9a', '#7f6cc4', '#e8e3f3'],
    paragraphs: [
      'LAHORE, 23 August 2021 — Six in ten freelancers name receiving payments from abroad as their biggest difficulty, according to a survey of 4,200 members published today by the association.',
      'Unstable internet comes second, followed by the lack of recognition of freelancing as a profession by banks and landlords.',
      'The full survey report is available on the association’s publications page.',
    ],
    attachments: [{ name: 'Survey 2021 — key figures', lines: ['Respondents: 4,200 members in 96 cities', 'Payments named as top concern: 61%', 'Unstable internet: 48%', 'Women respondents: 29%'] }],
  },
  {
    slug: 'association-launches-to-represent-freelancers',
    title: 'Pakistan Freelancers Association launches to give freelancers a collective voice',
    date: '2021-03-01T10:00:00+05:00',
    featured: false,
    palette: ['#137f53', '#45b583', '#e8f6ef'],
    paragraphs: [
      'ISLAMABAD, 1 March 2021 — Freelancers from across the country today launched the Pakistan Freelancers Association, a non-profit body that will advocate for freelancers, build community, provide benefits and create resources.',
      'Membership is free. Members will have access to a directory, events, learning programmes and a safety net of discounts, insurance and support.',
      'The association is governed by an elected board of directors drawn from the freelance community, academia and industry.',
    ],
    attachments: [],
  },
  {
    slug: 'association-responds-to-draft-digital-services-tax',
    title: 'Association responds to the draft digital services tax',
    date: '2022-10-20T10:00:00+05:00',
    featured: false,
    palette: ['#8a3c12', '#c2652a', '#fbe3d3'],
    paragraphs: [
      'ISLAMABAD — The association has sent its comments on the draft digital services tax to the Ministry of Finance.',
      'Freelancers who export services must not be taxed as if they were foreign platforms. The association asks for an exemption for individual exporters registered with their bank.',
    ],
    attachments: [],
    state: 'draft',
  },
  {
    slug: 'freelance-fest-2031-dates-announced',
    title: 'Freelance Fest 2031 dates announced',
    date: '2031-01-15T10:00:00+05:00',
    featured: true,
    palette: ['#1d4e89', '#3a7bc8', '#d6e6f7'],
    paragraphs: [
      'ISLAMABAD — The association announces the dates of Freelance Fest 2031, its yearly conference for freelancers, platforms, banks and policy makers.',
      'Registration opens on the day of this announcement. Entry is free for members.',
    ],
    attachments: [{ name: 'Freelance Fest 2031 — fact sheet', lines: ['Two days of talks and workshops', 'Free for members'] }],
    state: 'scheduled',
  },
];
