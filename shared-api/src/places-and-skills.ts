// The names members choose from and read on their profiles, in the directory and on the forms: the provinces and
// regions with their cities, and the skills taxonomy (each primary skill with the secondary skills beneath it). The
// database's cities and skills are seeded from these lists, and each name is a text of shared-api's catalog, kept by
// its English: an Urdu page shows a name in Urdu (`i18n.text`) while the value stored and sent stays the English.
// Read by the server only; no page bundles it.

/** The countries the site names (a ticket's address, a member's profile). */
// i18n-names: the countries
export const COUNTRY_NAMES: string[] = ['Pakistan'];

/** Cities, grouped by province or region. */
// i18n-names: every name in the list, the provinces and regions as well as their cities
export const CITIES_BY_PROVINCE: Record<string, string[]> = {
  Punjab: [
    'Lahore', 'Faisalabad', 'Rawalpindi', 'Multan', 'Gujranwala', 'Sialkot', 'Bahawalpur', 'Sargodha',
    'Sheikhupura', 'Jhang', 'Rahim Yar Khan', 'Gujrat', 'Kasur', 'Sahiwal', 'Okara', 'Dera Ghazi Khan',
    'Chiniot', 'Kamoke', 'Sadiqabad', 'Burewala', 'Jhelum', 'Khanewal', 'Hafizabad', 'Muzaffargarh',
    'Mianwali', 'Attock', 'Chakwal', 'Vehari', 'Bahawalnagar', 'Mandi Bahauddin', 'Narowal', 'Khushab',
    'Toba Tek Singh', 'Murree', 'Wah Cantonment', 'Taxila', 'Pakpattan', 'Layyah', 'Lodhran', 'Nankana Sahib',
  ],
  Sindh: [
    'Karachi', 'Hyderabad', 'Sukkur', 'Larkana', 'Nawabshah', 'Mirpur Khas', 'Jacobabad', 'Shikarpur',
    'Khairpur', 'Dadu', 'Thatta', 'Badin', 'Tando Adam', 'Tando Allahyar', 'Umerkot', 'Sanghar', 'Ghotki',
    'Kandhkot',
  ],
  'Khyber Pakhtunkhwa': [
    'Peshawar', 'Mardan', 'Abbottabad', 'Mingora', 'Kohat', 'Dera Ismail Khan', 'Bannu', 'Mansehra',
    'Nowshera', 'Charsadda', 'Swabi', 'Haripur', 'Chitral', 'Timergara',
  ],
  Balochistan: ['Quetta', 'Gwadar', 'Turbat', 'Khuzdar', 'Hub', 'Chaman', 'Sibi', 'Zhob', 'Loralai'],
  'Gilgit-Baltistan': ['Gilgit', 'Skardu', 'Karimabad', 'Chilas', 'Khaplu'],
  'Azad Jammu and Kashmir': ['Muzaffarabad', 'Mirpur', 'Kotli', 'Rawalakot', 'Bagh', 'Bhimber'],
  // Islamabad belongs to none of the provinces.
  'Islamabad Capital Territory': ['Islamabad'],
};

/** The skills taxonomy: primary skills, each with the secondary skills a member picks beneath it. */
// i18n-names: every name in the taxonomy, the primary skills as well as the secondary ones
export const SKILL_TAXONOMY: Record<string, string[]> = {
  'Software Development': [
    'Web Development',
    'Mobile App Development',
    'WordPress & Shopify Development',
    'Desktop Applications',
    'Game Development',
    'DevOps & Cloud',
    'QA & Software Testing',
    'Blockchain Development',
  ],
  'Design & Creative': [
    'UI/UX Design',
    'Graphic Design',
    'Logo & Brand Identity',
    'Illustration',
    '3D Modeling & Rendering',
    'Packaging Design',
  ],
  'Writing & Translation': [
    'Content Writing',
    'Copywriting',
    'Technical Writing',
    'Urdu–English Translation',
    'Proofreading & Editing',
    'Academic & Research Writing',
    'Ghostwriting',
  ],
  'Digital Marketing': [
    'Search Engine Optimization (SEO)',
    'Social Media Marketing',
    'Pay-Per-Click Advertising',
    'Email Marketing',
    'Content Marketing',
    'Marketing Analytics',
  ],
  'Video & Animation': [
    'Video Editing',
    'Motion Graphics',
    '2D Animation',
    '3D Animation',
    'Explainer Videos',
    'YouTube Video Production',
  ],
  'Data Science & Analytics': [
    'Data Analysis',
    'Data Visualization',
    'Machine Learning',
    'Web Scraping',
    'Business Intelligence',
    'Data Entry & Cleaning',
  ],
  'Admin & Customer Support': [
    'Virtual Assistance',
    'Customer Service',
    'Email & Chat Support',
    'Technical Support',
    'Project Coordination',
    'Transcription',
  ],
  'Finance & Accounting': [
    'Bookkeeping',
    'Tax Preparation',
    'Financial Analysis',
    'Financial Modeling',
    'Payroll Management',
    'QuickBooks & Xero',
  ],
  'Engineering & Architecture': [
    'AutoCAD Drafting',
    'Civil & Structural Engineering',
    'Electrical Engineering',
    'Mechanical Engineering',
    'Interior Design',
    'Architectural Rendering',
  ],
  'Sales & Marketing': [
    'Lead Generation',
    'Business Development',
    'Market Research',
    'Sales Strategy',
    'CRM Management',
    'Telemarketing',
  ],
};
