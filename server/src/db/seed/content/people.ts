// The home page's lists and the board. Outlets and organisations are fictional; links to articles use
// the reserved .example domain so no demo link points at a real site.
export const demoMediaMentions = [
  { outlet: 'The Daily Indus', color: '#1d4e89', title: 'Freelancers ask for a simpler tax regime', excerpt: 'The association presented survey data showing that most freelancers would file returns if the process were simple and online, and asked for bank certificates to be enough.', date: '2022-06-16' },
  { outlet: 'Karachi Business Review', color: '#7a4f12', title: 'How Pakistan’s freelancers earn $400 million a year', excerpt: 'An estimated 2.3 million Pakistanis now freelance online. Their association says payments and connectivity are holding back further growth of the sector.', date: '2022-05-02' },
  { outlet: 'Pakistan Tech Times', color: '#5b4a9a', title: 'Freelance Fest Islamabad draws thousands', excerpt: 'Two days of talks and workshops in Islamabad brought together freelancers, platforms, banks and policy makers to discuss the future of remote work.', date: '2022-03-29' },
  { outlet: 'Capital Post', color: '#a23a4f', title: 'A union for the gig generation', excerpt: 'The Pakistan Freelancers Association wants freelancers recognised as exporters. Its chairperson explains what that would change for banking and taxes.', date: '2022-02-11' },
  { outlet: 'Sindh Herald', color: '#2c7c70', title: 'Women freelancers find work and community online', excerpt: 'From Hyderabad to Sukkur, women are building careers in design, writing and virtual assistance, supported by meetups run by the freelancers’ association.', date: '2021-12-06' },
  { outlet: 'Frontier Chronicle', color: '#0d6542', title: 'Peshawar freelancers meet to share skills', excerpt: 'The first Peshawar chapter meetup focused on search engine optimisation, client communication and getting paid on time from foreign clients.', date: '2021-10-18' },
  { outlet: 'Digital Pakistan Weekly', color: '#1f6f8b', title: 'Freelancer digital accounts explained', excerpt: 'What a freelancer digital account is, who can open one and how it helps freelancers receive payments from international platforms without visiting a branch.', date: '2021-11-12' },
  { outlet: 'The Morning Ledger', color: '#444f5a', title: 'Survey names payments as freelancers’ top worry', excerpt: 'Six in ten freelancers told the association that receiving payments from abroad is their biggest difficulty, ahead of internet reliability and recognition.', date: '2021-08-24' },
  { outlet: 'Punjab Observer', color: '#8a3c12', title: 'Lahore designers show their work at association meetup', excerpt: 'Designers from across Lahore presented portfolios and received feedback from senior members at a meetup hosted by a local university.', date: '2021-07-05' },
  { outlet: 'Startup Pakistan Journal', color: '#3d7a46', title: 'Freelancers form a national association', excerpt: 'A new non-profit association aims to give Pakistan’s freelancers a collective voice on payments, taxation and recognition of their profession.', date: '2021-03-02' },
  // A mention staff are still checking (a draft), and one the outlet publishes later (scheduled from its date).
  { outlet: 'Quetta Today', color: '#6b4c8a', title: 'Balochistan’s first freelancers’ meetup', excerpt: 'Students and freelancers in Quetta met to talk about getting paid from abroad and finding first clients online.', date: '2022-10-25', state: 'draft' as const },
  { outlet: 'Karachi Business Review', color: '#7a4f12', title: 'Ten years of the freelancers’ association', excerpt: 'The association looks back on ten years of advocacy for Pakistan’s freelancers, from payments to recognition.', date: '2031-03-01', state: 'scheduled' as const },
];

export const demoPartners = [
  { name: 'Indus Digital Bank', color: '#1d4e89', corporate: true },
  { name: 'Karakoram Telecom', color: '#2c7c70', corporate: true },
  { name: 'Ravi Payments', color: '#7a4f12', corporate: true },
  { name: 'Margalla Cloud', color: '#5b4a9a', corporate: true },
  { name: 'Sukkur IT Park', color: '#a23a4f', corporate: false },
  { name: 'Lahore School of Computing', color: '#0d6542', corporate: false },
  { name: 'Hunza Software House', color: '#1f6f8b', corporate: false },
  { name: 'Quetta Women in Tech', color: '#8a3c12', corporate: false },
  { name: 'Code for Karachi', color: '#444f5a', corporate: false },
  { name: 'Peshawar Startup Hub', color: '#3d7a46', corporate: false },
  { name: 'Multan Makers Network', color: '#b7791f', corporate: false },
  { name: 'Islamabad Co-work Collective', color: '#2f6f8f', corporate: false },
  // Announced in two weeks: staff see it scheduled, visitors not yet.
  { name: 'Thar Solar Works', color: '#9a5b13', corporate: true, state: 'scheduled' as const },
];

export const demoHighlights = [
  { name: 'Sadia Noor', position: 'Top Rated freelancer, web development', organisation: 'Freelance Fest Islamabad', video: 'Xk4LmQ2pT7a' },
  { name: 'Imran Shah', position: 'Founder', organisation: 'Margalla Cloud', video: 'Rb8NvC5sW1e' },
  { name: 'Mehwish Akram', position: 'Content strategist', organisation: 'Freelance Fest Gilgit', video: 'Tq3HxZ9dL6u' },
  { name: 'Farhan Ali', position: 'Director, digital banking', organisation: 'Indus Digital Bank', video: 'Jp7WcY2mK4o' },
  { name: 'Nimra Javed', position: 'UI/UX designer', organisation: 'Lahore design circle', video: 'Gd5SbR8nE2i' },
  { name: 'Ahmed Raza', position: 'Tax adviser', organisation: 'Association members’ clinic', video: 'Vm2KfU6tA9y' },
  { name: 'Sana Iqbal', position: 'Data analyst', organisation: 'Freelance Fest 2022', video: 'Lw9PhD3qC5r' },
  { name: 'Kashif Baig', position: 'Chapter lead', organisation: 'Gilgit chapter', video: 'Ny6ZtB1vM8s' },
];

export const demoDirectors = [
  { name: 'Dr. Saima Rahman', position: 'Chairperson', bio: 'Saima teaches digital economics at a public university in Islamabad and has studied online work in South Asia for over a decade. She led the association’s first national survey of freelancers and represents members in talks with the government on taxation and recognition of freelancing as a profession.' },
  { name: 'Adeel Hussain', position: 'Vice Chair', bio: 'Adeel has freelanced as a mobile developer since 2010 and now runs a distributed team of twelve from Lahore. He mentors new freelancers on pricing and client management, and chairs the association’s events committee, which organises Freelance Fest and regional meetups.' },
  { name: 'Mariam Shah', position: 'General Secretary', bio: 'Mariam is a content strategist and editor who has worked with publishers in the UK and the Gulf from Karachi. She oversees the association’s publications and blog, and coordinates the volunteer chapter contributors in Sindh and Balochistan.' },
  { name: 'Naveed Akhtar', position: 'Treasurer', bio: 'Naveed is a chartered accountant who advises freelancers and small agencies on bookkeeping and tax filing. He manages the association’s finances and runs the members’ monthly tax clinic, where he answers questions about export proceeds and returns.' },
  { name: 'Rabia Khalid', position: 'Director, Community', bio: 'Rabia started freelancing as a virtual assistant while studying in Multan and built an agency employing twenty women from home. She leads the association’s community programmes and the chapters that bring freelancers together in smaller cities.' },
  { name: 'Faisal Qureshi', position: 'Director, Partnerships', bio: 'Faisal spent fifteen years in banking before joining a payments startup. He negotiates the association’s member benefits with banks, insurers and software companies, and works on making foreign payments faster and cheaper for freelancers.' },
  { name: 'Ayesha Farooq', position: 'Director, Learning', bio: 'Ayesha designs online courses and has trained more than 5,000 freelancers in communication and marketing skills. She leads the scholarship and soft skills programmes and works with universities on freelancing courses for final-year students.' },
  { name: 'Sher Ali Baig', position: 'Director, Regions', bio: 'Sher Ali is a software engineer from Hunza who returned home to work remotely for clients abroad. He speaks for freelancers in Gilgit-Baltistan and Azad Jammu and Kashmir and works with telecom operators on better connectivity in mountain areas.' },
  // Elected but not yet announced, and without a portrait: a draft, shown with initials to staff.
  { name: 'Usman Tariq', position: 'Director, Policy', bio: 'Usman is a lawyer who has advised software exporters on contracts and payments for ten years. He will lead the association’s work on the legal recognition of freelancers and on fair terms with platforms.', state: 'draft' as const, noPortrait: true },
];

export const portraitColours: Array<[string, string]> = [
  ['#e8f6ef', '#137f53'],
  ['#d9ecf2', '#2f6f8f'],
  ['#f4e6d8', '#9a5b2e'],
  ['#e8e3f3', '#5b4a9a'],
  ['#f6e1e4', '#a23a4f'],
  ['#dff1ee', '#2c7c70'],
  ['#fbe9c8', '#7a4f12'],
  ['#e4efe0', '#3d7a46'],
];
