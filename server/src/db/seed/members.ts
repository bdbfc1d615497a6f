// Demo members with complete profiles, so the directory and profile pages have real-looking content.
import type { DirectoryVisibility } from '../../../../shared-api/src/enums.js';
import type { ProfileLinks, Role } from '../../../../shared-api/src/types.js';

/** Every demo member signs in with this password. */
export const DEMO_PASSWORD = 'Demo@12345';

export interface DemoMember {
  name: string;
  email: string;
  phone: string;
  /** the association's own people: one staff member and one admin, for the staff area */
  role?: Role;
  /** where the profile appears (the default of new members when left out: the members' directory only) */
  visibility?: DirectoryVisibility;
  colors: [background: string, figure: string];
  profile: {
    organisation: string;
    designation: string;
    gender: 'Male' | 'Female';
    city: string;
    state: string;
    birthdate: string;
    degree: string;
    field_of_study: string;
    institute: string;
    title: string;
    website: string | null;
    linkedin: string;
    years_experience: string;
    hourly_rate: number;
    availability: string;
    experience_level: string;
    bio: string;
  };
  primarySkill: string;
  secondarySkill: string;
  links: ProfileLinks;
}

export const demoMembers: DemoMember[] = [
  {
    name: 'Ayesha Siddiqui',
    email: 'ayesha.siddiqui@example.com',
    visibility: 'public',
    phone: '+92 300 4127593',
    colors: ['#d9ecf2', '#2f6f8f'],
    profile: {
      organisation: 'Independent',
      designation: 'Product Designer',
      gender: 'Female',
      city: 'Lahore',
      state: 'Punjab',
      birthdate: '1994-03-17',
      degree: 'graduate',
      field_of_study: 'Communication Design',
      institute: 'National College of Arts, Lahore',
      title: 'UI/UX Designer for SaaS and fintech products',
      website: 'https://ayeshasiddiqui.design',
      linkedin: 'https://www.linkedin.com/in/ayesha-siddiqui-design',
      years_experience: 'Between 1-10 years',
      hourly_rate: 6500,
      availability: 'Full time',
      experience_level: 'expert',
      bio:
        'I design web and mobile products that people understand on the first try. Over the last seven years I have ' +
        'worked with startups in the US, the Gulf and Pakistan on onboarding flows, dashboards and design systems, ' +
        'mostly for fintech and SaaS teams. I start every project with short user interviews and finish with a ' +
        'documented Figma library that developers enjoy using. Clients stay with me because I answer quickly, ' +
        'explain my decisions and deliver on the day I promise.',
    },
    primarySkill: 'Design & Creative',
    secondarySkill: 'UI/UX Design',
    links: {
      upwork: 'https://www.upwork.com/freelancers/~01f3a9c27be84d5e61',
      otherplatform: { name: 'Dribbble', link: 'https://dribbble.com/ayeshasiddiqui' },
    },
  },
  {
    name: 'Muhammad Usman Tariq',
    email: 'usman.tariq@example.com',
    visibility: 'public',
    phone: '+92 321 2086417',
    colors: ['#e4efe0', '#3d7a46'],
    profile: {
      organisation: 'Tariq Web Studio',
      designation: 'Founder',
      gender: 'Male',
      city: 'Karachi',
      state: 'Sindh',
      birthdate: '1990-11-02',
      degree: 'graduate',
      field_of_study: 'Computer Systems Engineering',
      institute: 'NED University of Engineering & Technology',
      title: 'Full-stack developer (React, Node.js, WordPress)',
      website: 'https://tariqwebstudio.pk',
      linkedin: 'https://www.linkedin.com/in/usman-tariq-dev',
      years_experience: 'Between 10-20 years',
      hourly_rate: 9000,
      availability: 'Full time',
      experience_level: 'expert',
      bio:
        'I build fast, secure web applications and WooCommerce stores for small businesses and agencies. My usual ' +
        'stack is React and Node.js with PostgreSQL, and I am a vetted WordPress expert on Codeable. Since 2012 I ' +
        'have shipped more than 150 projects, from booking systems for clinics in Karachi to subscription shops ' +
        'for European brands. I write tests, automate deployments and leave every project with clear ' +
        'documentation, so my clients are never locked in.',
    },
    primarySkill: 'Software Development',
    secondarySkill: 'Web Development',
    links: {
      upwork: 'https://www.upwork.com/freelancers/~0177b2e6c4d1a09f3c',
      codeable: 'https://app.codeable.io/tasks/new?preferredContractor=86231',
    },
  },
  {
    name: 'Hira Baloch',
    email: 'hira.baloch@example.com',
    visibility: 'public',
    phone: '+92 333 7815204',
    colors: ['#f4e6d8', '#9a5b2e'],
    profile: {
      organisation: 'Independent',
      designation: 'Writer and Translator',
      gender: 'Female',
      city: 'Quetta',
      state: 'Balochistan',
      birthdate: '1996-06-25',
      degree: 'masters',
      field_of_study: 'English Literature',
      institute: 'University of Balochistan',
      title: 'Content writer and Urdu–English translator',
      website: null,
      linkedin: 'https://www.linkedin.com/in/hira-baloch-writer',
      years_experience: 'Between 1-10 years',
      hourly_rate: 2500,
      availability: 'Part time',
      experience_level: 'intermediate',
      bio:
        'I write blog posts, website copy and reports in clear English, and I translate between Urdu and English ' +
        'for NGOs, publishers and education companies. My translations keep the meaning and the tone, not just the ' +
        'words, which matters for community surveys and training material. I have completed more than 300 orders ' +
        'on Fiverr with a five-star average, and I always deliver a proofread, plagiarism-checked file.',
    },
    primarySkill: 'Writing & Translation',
    secondarySkill: 'Urdu–English Translation',
    links: {
      fiverr: 'https://www.fiverr.com/hirabaloch',
      freelancercom: 'https://www.freelancer.com/u/hirabaloch',
    },
  },
  {
    name: 'Bilal Ahmed Khan',
    email: 'bilal.khan@example.com',
    visibility: 'members',
    phone: '+92 345 9162738',
    colors: ['#e8e3f3', '#5b4a9a'],
    profile: {
      organisation: 'GrowthWorks Digital',
      designation: 'SEO Lead',
      gender: 'Male',
      city: 'Peshawar',
      state: 'Khyber Pakhtunkhwa',
      birthdate: '1992-01-09',
      degree: 'masters',
      field_of_study: 'Business Administration (Marketing)',
      institute: 'Institute of Management Sciences, Peshawar',
      title: 'SEO and performance marketing consultant',
      website: 'https://growthworks.com.pk',
      linkedin: 'https://www.linkedin.com/in/bilal-ahmed-khan-seo',
      years_experience: 'Between 1-10 years',
      hourly_rate: 4000,
      availability: 'Full time',
      experience_level: 'expert',
      bio:
        'I help e-commerce stores and local businesses get found on Google. My work covers technical audits, ' +
        'keyword research, content plans and link building, plus Google Ads campaigns when faster results are ' +
        'needed. One recent client, a Peshawar-based handicrafts store, grew organic traffic fourfold in eight ' +
        'months. I report every month in plain language, with numbers that connect to sales, not vanity metrics.',
    },
    primarySkill: 'Digital Marketing',
    secondarySkill: 'Search Engine Optimization (SEO)',
    links: {
      fiverr: 'https://www.fiverr.com/bilalseo',
      peopleperhour: 'https://www.peopleperhour.com/freelancer/marketing/bilal-ahmed-khan-seo-consultant-zxyqwmv',
    },
  },
  {
    name: 'Zainab Hussain',
    email: 'zainab.hussain@example.com',
    visibility: 'members',
    role: 'staff',
    phone: '+92 355 4408169',
    colors: ['#dff1ee', '#2c7c70'],
    profile: {
      organisation: 'Independent',
      designation: 'Data Analyst',
      gender: 'Female',
      city: 'Gilgit',
      state: 'Gilgit-Baltistan',
      birthdate: '1998-09-14',
      degree: 'graduate',
      field_of_study: 'Computer Science',
      institute: 'Karakoram International University',
      title: 'Data analyst: dashboards in Power BI, Python and SQL',
      website: null,
      linkedin: 'https://www.linkedin.com/in/zainab-hussain-data',
      years_experience: 'Between 1-10 years',
      hourly_rate: 4500,
      availability: 'Part time',
      experience_level: 'intermediate',
      bio:
        'I turn messy spreadsheets and databases into dashboards that managers actually open. I clean and model ' +
        'data with Python and SQL, then build Power BI and Looker Studio reports for sales, inventory and ' +
        'donor data. I have worked remotely from Gilgit for clients in Canada, the UK and Lahore, and I enjoy ' +
        'explaining what the numbers mean in a short written summary alongside every report.',
    },
    primarySkill: 'Data Science & Analytics',
    secondarySkill: 'Data Visualization',
    links: {
      upwork: 'https://www.upwork.com/freelancers/~01c58e1f7a3b2d9e04',
      guru: 'https://www.guru.com/freelancers/zainab-hussain-data',
    },
  },
  {
    name: 'Hamza Qureshi',
    email: 'hamza.qureshi@example.com',
    visibility: 'public',
    role: 'admin',
    phone: '+92 302 6531970',
    colors: ['#f6e1e4', '#a23a4f'],
    profile: {
      organisation: 'Frame Forty',
      designation: 'Motion Designer',
      gender: 'Male',
      city: 'Multan',
      state: 'Punjab',
      birthdate: '1995-12-05',
      degree: 'undergraduate',
      field_of_study: 'Multimedia Arts',
      institute: 'Bahauddin Zakariya University',
      title: 'Motion graphics and video editing for brands and YouTubers',
      website: 'https://frameforty.studio',
      linkedin: 'https://www.linkedin.com/in/hamza-qureshi-motion',
      years_experience: 'Between 1-10 years',
      hourly_rate: 3500,
      availability: 'Full time',
      experience_level: 'expert',
      bio:
        'I create explainer videos, product animations and YouTube edits that keep viewers watching. I work in ' +
        'After Effects, Premiere Pro and Blender, and I handle the whole job from script and storyboard to sound ' +
        'design. Over six years I have edited more than 900 videos for channels with millions of subscribers and ' +
        'animated launch videos for tech startups. Turnaround is quick and revisions are always included.',
    },
    primarySkill: 'Video & Animation',
    secondarySkill: 'Motion Graphics',
    links: {
      fiverr: 'https://www.fiverr.com/hamzamotion',
      upwork: 'https://www.upwork.com/freelancers/~01d92b7c3e6f1a8b25',
    },
  },
];
