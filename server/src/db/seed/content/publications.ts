// Research reports (each a real PDF) and the two membership packages (spec: core §3).
import type { StoredPackageListing } from '../../../modules/content/tables.js';

export const demoPublications = [
  {
    slug: 'state-of-freelancing-in-pakistan-2022',
    title: 'State of Freelancing in Pakistan 2022',
    name: 'Research Report',
    date: '2022-09-20T10:00:00+05:00',
    palette: ['#0d6542', '#1f9d68', '#9dd8bb'] as [string, string, string],
    excerpt: 'Who Pakistan’s freelancers are, what they earn, which platforms they use and what holds them back: findings from a survey of 4,200 members in 96 cities.',
    findings: ['An estimated 2.3 million Pakistanis freelance online, earning about $400 million a year for services.', 'Six in ten name receiving payments as their biggest difficulty; unstable internet comes second.', 'Women are 29% of respondents and the fastest-growing group, mostly in writing, design and virtual assistance.', 'Freelancers outside the five largest cities earn 35% less an hour for comparable work.'],
  },
  {
    slug: 'getting-paid-payment-channels-for-freelancers',
    title: 'Getting Paid: Payment Channels for Freelancers',
    name: 'Policy Brief',
    date: '2022-04-11T10:00:00+05:00',
    palette: ['#1d4e89', '#3a7bc8', '#d6e6f7'] as [string, string, string],
    excerpt: 'A comparison of the channels freelancers use to bring their earnings home, their real costs, and five recommendations to regulators and banks.',
    findings: ['The exchange-rate margin is often larger than the advertised transfer fee.', 'Freelancer digital accounts cut onboarding from weeks to minutes.', 'Purpose codes for IT exports are often missing, which costs freelancers the reduced tax rate.', 'We recommend one national guide to payment channels in Urdu and English.'],
  },
  {
    slug: 'women-in-freelancing-pakistan',
    title: 'Women in Freelancing: Barriers and Opportunities',
    name: 'Research Report',
    date: '2021-12-01T10:00:00+05:00',
    palette: ['#a23a4f', '#cf5f74', '#f6e1e4'] as [string, string, string],
    excerpt: 'Interviews with 180 women freelancers from Karachi to Gilgit on access to devices, safety online, family support and the skills that helped them grow.',
    findings: ['Most women started freelancing to work from home while caring for family.', 'Access to a personal laptop was the single biggest early barrier.', 'Community groups and mentoring doubled the chance of winning a first client.', 'Harassment by clients was reported by one in five, mostly on messaging apps.'],
  },
  {
    slug: 'connectivity-and-remote-work-in-gilgit-baltistan',
    title: 'Connectivity and Remote Work in Gilgit-Baltistan',
    name: 'Regional Study',
    date: '2021-06-15T10:00:00+05:00',
    palette: ['#2c7c70', '#49a596', '#dff1ee'] as [string, string, string],
    excerpt: 'How internet quality and power supply shape freelancing in Gilgit-Baltistan, with measurements from 12 towns and proposals for telecom operators.',
    findings: ['Median download speed varied from 2 to 18 Mbps across the 12 towns measured.', 'Freelancers keep two connections on average to stay reliable.', 'Solar backup is used by 44% of respondents for working hours.', 'Shared work spaces with backup power would serve most demand in three towns.'],
  },
  {
    slug: 'freelancers-and-social-protection-2023',
    title: 'Freelancers and Social Protection',
    name: 'Policy Brief',
    date: '2022-11-01T10:00:00+05:00',
    palette: ['#7a4f12', '#b7791f', '#fbe9c8'] as [string, string, string],
    excerpt: 'How freelancers could join health insurance and pension schemes built for salaried workers, and what each would cost a member.',
    findings: ['Few freelancers have health cover beyond their family’s.', 'A voluntary pension with monthly top-ups suits irregular incomes.'],
    state: 'draft' as const,
  },
  {
    slug: 'freelancing-in-pakistan-2031',
    title: 'State of Freelancing in Pakistan 2031',
    name: 'Research Report',
    date: '2031-03-01T10:00:00+05:00',
    palette: ['#0d6542', '#1f9d68', '#9dd8bb'] as [string, string, string],
    excerpt: 'The association’s survey of its members, ten years on: earnings, platforms, payments and what has changed since 2022.',
    findings: ['Payments through banks are now the norm.', 'More freelancers work for clients in the Gulf.'],
    state: 'scheduled' as const,
  },
];

/** Who asked for which report (by its place in demoPublications), and how many days ago. */
export const demoPublicationRequests = [
  { publication: 0, daysAgo: 1, name: 'Sana Mahmood', email: 'sana.mahmood@example.org', phone: '+92 321 4455667', organization: 'Lahore University of Management Sciences', designation: 'Research Associate' },
  { publication: 0, daysAgo: 3, name: 'عائشہ رحمان', email: 'ayesha.rehman@example.org', phone: '0333-2211009', organization: 'Daily Jang', designation: 'Reporter' },
  { publication: 1, daysAgo: 4, name: 'Omar Farooq', email: 'omar.farooq@example.com', phone: '+92 300 1112223', organization: 'State Bank of Pakistan', designation: 'Deputy Director, Payments' },
  { publication: 2, daysAgo: 6, name: 'Mehreen Qazi', email: 'mehreen.qazi@example.org', phone: '0345 7788990', organization: 'UN Women Pakistan', designation: 'Programme Officer' },
  { publication: 3, daysAgo: 9, name: 'Karim Baig', email: 'karim.baig@example.net', phone: '+92 355 4001122', organization: 'Karakoram International University', designation: 'Lecturer, Computer Science' },
  { publication: 1, daysAgo: 12, name: 'Faraz Ahmed, CFA', email: 'faraz.ahmed@example.com', phone: '+92 312 5566778', organization: 'Freelance "fintech" consultant', designation: 'Consultant' },
];

export const PACKAGE_FEATURES = {
  seed: [
    {
      name: 'Voice & Support Group',
      description: 'Join the members’ groups and have the association speak for you.',
      name_ur: 'آواز اور معاون گروپ',
      description_ur: 'اراکین کے گروپوں میں شامل ہوں اور ایسوسی ایشن کو اپنی آواز بننے دیں۔',
    },
    {
      name: 'Discount & Promotions',
      description: 'Partner offers on software, co-working and devices.',
      name_ur: 'رعایتیں اور پروموشنز',
      description_ur: 'سافٹ ویئر، کو-ورکنگ اور آلات پر شراکت داروں کی پیشکشیں۔',
    },
    {
      name: 'Exclusive Events',
      description: 'Members-only meetups and early registration for Freelance Fest.',
      name_ur: 'خصوصی تقریبات',
      description_ur: 'صرف اراکین کے لیے ملاقاتیں اور فری لانس فیسٹ کے لیے پیشگی رجسٹریشن۔',
    },
    {
      name: 'Membership Certificate',
      description: 'A certificate with your member ID, for banks and clients.',
      name_ur: 'رکنیت کا سرٹیفکیٹ',
      description_ur: 'آپ کی رکنیت آئی ڈی کے ساتھ سرٹیفکیٹ، بینکوں اور کلائنٹس کے لیے۔',
    },
    {
      name: 'Remote internet payment gateway',
      description: 'Accept card payments from clients through our partner gateway.',
      name_ur: 'ریموٹ انٹرنیٹ پیمنٹ گیٹ وے',
      description_ur: 'ہمارے شراکت دار گیٹ وے کے ذریعے کلائنٹس سے کارڈ ادائیگیاں وصول کریں۔',
    },
  ],
  surge: [
    {
      name: 'Annual Tax Filing',
      description: 'Your yearly return prepared and filed by our tax partners.',
      name_ur: 'سالانہ ٹیکس فائلنگ',
      description_ur: 'آپ کا سالانہ گوشوارہ ہمارے ٹیکس شراکت دار تیار کر کے جمع کرائیں گے۔',
    },
    {
      name: 'Accidental Health Insurance',
      description: 'Cover for accidental injury and hospitalisation for one year.',
      name_ur: 'حادثاتی صحت انشورنس',
      description_ur: 'ایک سال کے لیے حادثاتی چوٹ اور ہسپتال میں داخلے کا تحفظ۔',
    },
    {
      name: 'Workshops and Trainings',
      description: 'Paid workshops and trainings included at no extra cost.',
      name_ur: 'ورکشاپس اور تربیت',
      description_ur: 'معاوضے والی ورکشاپس اور تربیتی پروگرام بغیر کسی اضافی قیمت کے شامل۔',
    },
    {
      name: 'Exclusive walk-in access to events',
      description: 'Walk in to every association event without registering.',
      name_ur: 'تقریبات میں براہِ راست داخلہ',
      description_ur: 'رجسٹریشن کے بغیر ایسوسی ایشن کی ہر تقریب میں تشریف لائیں۔',
    },
  ],
};

/** The two plans, with their Urdu beside the English (staff write it on /staff/membership-plans). */
export const demoPackages: Array<{ name: string; name_ur: string; price: number; discounted_price: number | null; listing: StoredPackageListing }> = [
  {
    name: 'Seed',
    name_ur: 'سیڈ',
    price: 0,
    discounted_price: null,
    listing: {
      memberPrice: 0,
      memberPriceDiscounted: null,
      discountText: null,
      description: 'Everything you need to join the community, free for ever.',
      description_ur: 'کمیونٹی میں شامل ہونے کے لیے ہر ضروری چیز، ہمیشہ کے لیے مفت۔',
      features: PACKAGE_FEATURES.seed,
      type: 'Free',
      buttonText: 'Downgrade',
      buttonLink: '/dashboard/membership/Seed/order',
      disabled: false,
    },
  },
  {
    name: 'Surge',
    name_ur: 'سرج',
    // spec: Surge is 500 a month; paid memberships last one year.
    price: 6000,
    discounted_price: null,
    listing: {
      memberPrice: 500,
      memberPriceDiscounted: null,
      discountText: 'Billed Rs 6,000 a year',
      description: 'All of Seed, plus tax filing, insurance and training for working freelancers.',
      description_ur: 'سیڈ کی ہر سہولت، اور ساتھ میں کام کرنے والے فری لانسرز کے لیے ٹیکس فائلنگ، انشورنس اور تربیت۔',
      features: [...PACKAGE_FEATURES.seed, ...PACKAGE_FEATURES.surge],
      type: 'per month',
      buttonText: 'Subscribe',
      buttonLink: '/dashboard/membership/Surge/order',
      disabled: false,
    },
  },
];
