// Realistic members made from lists: Pakistani names, cities, universities, skills, rates and short bios.
// The same seed number always makes the same members, so the demo directory is the same on every machine;
// `npm run seed:members` uses it to fill a database with as many as a load test needs.
import type { ProfileLinks } from '../../../../shared-api/src/types.js';
import type { DirectoryVisibility } from '../../../../shared-api/src/enums.js';
import { citiesByProvince } from './cities.js';
import type { DemoMember } from './members.js';
import { skillTaxonomy } from './skills.js';

/** A small, fast pseudo-random generator (mulberry32): the same seed gives the same sequence. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const weighted = <T>(choices: ReadonlyArray<readonly [T, number]>) => {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let r = next() * total;
    for (const [value, weight] of choices) if ((r -= weight) < 0) return value;
    return choices[choices.length - 1][0];
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, weighted, between };
}

type Random = ReturnType<typeof randomFrom>;

const MALE_NAMES = [
  'Ahmed', 'Ali', 'Usman', 'Bilal', 'Hamza', 'Hassan', 'Hussain', 'Umar', 'Zain', 'Fahad', 'Faisal', 'Imran', 'Kamran',
  'Asad', 'Saad', 'Talha', 'Shoaib', 'Waqas', 'Adnan', 'Junaid', 'Danish', 'Farhan', 'Haris', 'Irfan', 'Naveed', 'Owais',
  'Rizwan', 'Salman', 'Tariq', 'Yasir', 'Zeeshan', 'Arsalan', 'Awais', 'Babar', 'Ehsan', 'Fawad', 'Ghulam Abbas',
  'Hammad', 'Jahanzeb', 'Khurram', 'Mubashir', 'Nabeel', 'Omer', 'Qasim', 'Raheel', 'Sajid', 'Shahzaib', 'Taimoor',
  'Umair', 'Waleed', 'Abdullah', 'Abdul Rehman', 'Affan', 'Aqib', 'Dawood', 'Ibrahim', 'Muneeb', 'Sohail', 'Wahab', 'Zubair',
];
const FEMALE_NAMES = [
  'Ayesha', 'Fatima', 'Zainab', 'Hira', 'Maryam', 'Sana', 'Amna', 'Mahnoor', 'Iqra', 'Sidra', 'Rabia', 'Sadia', 'Nimra',
  'Kiran', 'Mehwish', 'Anum', 'Areeba', 'Bushra', 'Farah', 'Hafsa', 'Huma', 'Javeria', 'Khadija', 'Laiba', 'Madiha',
  'Mariam', 'Nida', 'Noor', 'Rida', 'Saba', 'Samina', 'Shazia', 'Sumaira', 'Tahira', 'Uzma', 'Warda', 'Yusra', 'Zara',
  'Aleena', 'Alishba', 'Amina', 'Anam', 'Arooj', 'Asma', 'Dua', 'Eman', 'Fiza', 'Hina', 'Irum', 'Komal', 'Lubna', 'Maham',
  'Mahrukh', 'Nadia', 'Natasha', 'Rimsha', 'Saima', 'Sundas', 'Tayyaba', 'Zoya',
];
const SURNAMES = [
  'Khan', 'Ahmed', 'Ali', 'Malik', 'Hussain', 'Qureshi', 'Siddiqui', 'Sheikh', 'Chaudhry', 'Butt', 'Raza', 'Iqbal',
  'Javed', 'Akhtar', 'Mirza', 'Baig', 'Shah', 'Bukhari', 'Naqvi', 'Rizvi', 'Abbasi', 'Awan', 'Bhatti', 'Cheema',
  'Gondal', 'Rana', 'Warraich', 'Jutt', 'Kazmi', 'Gillani', 'Memon', 'Soomro', 'Jatoi', 'Baloch', 'Mengal', 'Marri',
  'Yousafzai', 'Afridi', 'Khattak', 'Durrani', 'Niazi', 'Mughal', 'Ansari', 'Farooqui', 'Hashmi', 'Zaidi', 'Jafri',
  'Lodhi', 'Tareen', 'Kakar', 'Hunzai', 'Karim', 'Nawaz', 'Aslam', 'Saleem', 'Rasheed', 'Anwar', 'Latif', 'Haider', 'Tahir',
];

// Where freelancers live, roughly: the large cities far more often than the rest.
const BIG_CITIES: ReadonlyArray<readonly [string, number]> = [
  ['Lahore', 18], ['Karachi', 18], ['Islamabad', 10], ['Rawalpindi', 7], ['Faisalabad', 6], ['Peshawar', 5], ['Multan', 4],
  ['Hyderabad', 3], ['Gujranwala', 2], ['Sialkot', 2], ['Quetta', 2], ['Abbottabad', 1], ['Bahawalpur', 1],
];
const provinceOf = new Map(Object.entries(citiesByProvince).flatMap(([province, cities]) => cities.map((city) => [city, province] as const)));
const ALL_CITIES = [...provinceOf.keys()];

const PRIMARY_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['Software Development', 25], ['Design & Creative', 15], ['Writing & Translation', 12], ['Digital Marketing', 12],
  ['Video & Animation', 8], ['Data Science & Analytics', 8], ['Admin & Customer Support', 7], ['Finance & Accounting', 5],
  ['Engineering & Architecture', 4], ['Sales & Marketing', 4],
];

const STUDIES: Record<string, readonly string[]> = {
  'Software Development': ['Computer Science', 'Software Engineering', 'Information Technology'],
  'Design & Creative': ['Graphic Design', 'Fine Arts', 'Communication Design', 'Textile Design'],
  'Writing & Translation': ['English Literature', 'Mass Communication', 'Linguistics', 'Urdu Literature'],
  'Digital Marketing': ['Business Administration (Marketing)', 'Mass Communication', 'Commerce'],
  'Video & Animation': ['Multimedia Arts', 'Film and Television', 'Digital Media'],
  'Data Science & Analytics': ['Statistics', 'Computer Science', 'Data Science', 'Economics'],
  'Admin & Customer Support': ['Business Administration', 'English', 'Commerce'],
  'Finance & Accounting': ['Accounting and Finance', 'Commerce', 'Chartered Accountancy'],
  'Engineering & Architecture': ['Civil Engineering', 'Architecture', 'Electrical Engineering', 'Mechanical Engineering'],
  'Sales & Marketing': ['Business Administration', 'Marketing', 'Economics'],
};
const INSTITUTES = [
  'University of the Punjab', 'Lahore University of Management Sciences', 'FAST-NUCES', 'NED University of Engineering & Technology',
  'University of Karachi', 'Quaid-i-Azam University', 'COMSATS University Islamabad', 'National University of Sciences and Technology',
  'University of Engineering and Technology, Lahore', 'Bahauddin Zakariya University', 'University of Peshawar',
  'Institute of Business Administration, Karachi', 'Government College University, Lahore', 'University of Agriculture, Faisalabad',
  'Mehran University of Engineering & Technology', 'University of Balochistan', 'Air University', 'Virtual University of Pakistan',
  'Allama Iqbal Open University', 'National College of Arts', 'Karakoram International University', 'University of Sindh',
];
const CLIENT_PLACES = [
  'the US and Canada', 'the UK and Europe', 'the Gulf', 'Australia', 'Lahore and Karachi', 'Germany and the Netherlands',
  'Saudi Arabia and the UAE', 'startups across Pakistan', 'North America', 'Singapore and Malaysia',
];
const PROMISES = [
  'I reply within a few hours and deliver on the day I promise.',
  'Every project ends with clear notes, so my clients are never locked in.',
  'I keep clients informed with short weekly updates and honest estimates.',
  'Revisions are included until the work does what it should.',
  'Most of my clients come back with their next project.',
  'I enjoy explaining my work in plain language, without jargon.',
];
const TITLE_FORMS = ['{s} specialist', 'Freelance {s} expert', '{s} for startups and small businesses', '{s} consultant', '{s} professional'];
const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#d9ecf2', '#2f6f8f'], ['#e4efe0', '#3d7a46'], ['#f4e6d8', '#9a5b2e'], ['#e8e3f3', '#5b4a9a'], ['#dff1ee', '#2c7c70'],
  ['#f6e1e4', '#a23a4f'], ['#fdf0d5', '#8a6d1f'], ['#e0e7f5', '#35508f'], ['#eee6dd', '#6b4f3a'], ['#e3f2e7', '#2e6b45'],
];
export const PORTRAIT_COLORS = PALETTE;

const RATE_BANDS: ReadonlyArray<readonly [[number, number, number], number]> = [
  [[300, 450, 50], 15], // [from, to, step] and its share
  [[500, 950, 50], 25],
  [[1000, 2900, 100], 35],
  [[3000, 12000, 500], 25],
];

const slug = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function platformLinks(random: Random, handle: string): ProfileLinks {
  const links: ProfileLinks = {};
  const count = random.weighted([[1, 4], [2, 5], [3, 1]] as const);
  const choices = ['fiverr', 'upwork', 'freelancercom', 'peopleperhour', 'guru'] as const;
  while (Object.keys(links).length < count) {
    const platform = random.pick(choices);
    const hex = Math.floor(random.next() * 2 ** 48).toString(16).padStart(12, '0');
    links[platform] = {
      fiverr: `https://www.fiverr.com/${handle.replace(/-/g, '')}`,
      upwork: `https://www.upwork.com/freelancers/~01${hex}`,
      freelancercom: `https://www.freelancer.com/u/${handle.replace(/-/g, '')}`,
      peopleperhour: `https://www.peopleperhour.com/freelancer/${handle}-${hex.slice(0, 6)}`,
      guru: `https://www.guru.com/freelancers/${handle}`,
    }[platform];
  }
  return links;
}

export interface GeneratedMember extends DemoMember {
  visibility: DirectoryVisibility;
}

/** The `index`-th member of a run: `tag` keeps e-mail addresses apart between runs. */
export function generateMember(random: Random, index: number, tag: string): GeneratedMember {
  const gender = random.next() < 0.62 ? 'Male' : 'Female';
  const first = gender === 'Male' ? (random.next() < 0.25 ? `Muhammad ${random.pick(MALE_NAMES)}` : random.pick(MALE_NAMES)) : random.pick(FEMALE_NAMES);
  const name = `${first} ${random.pick(SURNAMES)}`;
  const city = random.next() < 0.8 ? random.weighted(BIG_CITIES) : random.pick(ALL_CITIES);
  const primarySkill = random.weighted(PRIMARY_WEIGHTS);
  const secondarySkill = random.pick(skillTaxonomy[primarySkill]);
  const years = random.weighted([
    ["I haven't worked professionally before", 10],
    ['Between 1-10 years', 60],
    ['Between 10-20 years', 25],
    ['More than 20 years', 5],
  ] as const);
  const level = years === "I haven't worked professionally before" ? 'beginner' : years === 'Between 1-10 years' ? random.pick(['beginner', 'intermediate', 'intermediate', 'expert'] as const) : 'expert';
  const [from, to, step] = random.weighted(RATE_BANDS);
  const hourlyRate = from + step * random.between(0, Math.floor((to - from) / step));
  const handle = `${slug(name)}-${index}`;
  const born = random.between(1975, 2003);
  const experience = {
    "I haven't worked professionally before": 'just starting out and eager to build a strong portfolio',
    'Between 1-10 years': `with ${random.between(2, 9)} years of freelance experience`,
    'Between 10-20 years': `with ${random.between(10, 19)} years of experience`,
    'More than 20 years': 'with more than twenty years of experience',
  }[years];
  const bio =
    `I am a freelancer from ${city} specialising in ${secondarySkill}, ${experience}. ` +
    `I have worked with clients in ${random.pick(CLIENT_PLACES)} and ${random.pick(CLIENT_PLACES)}, ` +
    `mostly on ${primarySkill} projects for small teams that need dependable help. ` +
    random.pick(PROMISES);
  const title = random.pick(TITLE_FORMS).replace('{s}', secondarySkill);
  return {
    name,
    email: `${slug(name).replace(/-/g, '.')}.${tag}${index}@example.com`,
    phone: `+92 3${random.between(0, 4)}${random.between(0, 9)} ${random.between(1000000, 9999999)}`,
    colors: [...random.pick(PALETTE)] as [string, string],
    profile: {
      organisation: random.next() < 0.7 ? 'Independent' : `${name.split(' ').at(-1)} ${random.pick(['Digital', 'Studio', 'Solutions', 'Works'])}`,
      designation: random.next() < 0.7 ? 'Freelancer' : 'Founder',
      gender,
      city,
      state: provinceOf.get(city)!,
      birthdate: `${born}-${String(random.between(1, 12)).padStart(2, '0')}-${String(random.between(1, 28)).padStart(2, '0')}`,
      degree: random.weighted([['undergraduate', 15], ['graduate', 50], ['masters', 30], ['doctorate', 2], ['other', 3]] as const),
      field_of_study: random.pick(STUDIES[primarySkill]),
      institute: random.pick(INSTITUTES),
      title,
      website: random.next() < 0.3 ? `https://${handle.replace(/-\d+$/, '')}.pk` : null,
      linkedin: `https://www.linkedin.com/in/${handle}`,
      years_experience: years,
      hourly_rate: hourlyRate,
      availability: random.weighted([['Full time', 55], ['Part time', 40], ['Not Available', 5]] as const),
      experience_level: level,
      bio,
    },
    primarySkill,
    secondarySkill,
    links: platformLinks(random, handle),
    // Most members are happy to be seen by the public, some only by members, a few by nobody.
    visibility: random.weighted([['public', 55], ['members', 35], ['hidden', 10]] as const),
  };
}

/** The demo directory's extra members (beside the hand-written ones): the same on every machine. */
export const generatedDemoMembers = (count: number) => {
  const random = randomFrom(2026);
  return Array.from({ length: count }, (_, i) => generateMember(random, i + 1, 'demo'));
};
