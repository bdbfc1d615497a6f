// Blog posts written by the demo members (matched by e-mail), as the editors would paste them: HTML.
export interface DemoBlog {
  slug: string;
  title: string;
  authorEmail: string;
  date: string;
  palette: [string, string, string];
  content: string;
  /** a post staff are still writing (draft), or one published from `date`, a time to come (scheduled); published otherwise */
  state?: 'draft' | 'scheduled';
}

export const demoBlogs: DemoBlog[] = [
  {
    slug: 'getting-paid-from-abroad-a-practical-guide',
    title: 'Getting paid from abroad: a practical guide for Pakistani freelancers',
    authorEmail: 'usman.tariq@example.com',
    date: '2023-05-18T09:00:00+05:00',
    palette: ['#0d6542', '#1f9d68', '#9dd8bb'],
    content: `<p>Every freelancer I mentor asks the same first question: how does the money actually reach my account? After twelve years of invoicing clients in Europe and the Gulf from Karachi, here is what works, what it costs and what the banks need from you.</p>
<h2>Choose a channel you can document</h2>
<p>Home remittances through a bank are the cleanest route. When a client pays you through a platform, withdraw to a Pakistani bank account in your own name and keep the platform's statement. Banks now tag these inflows as IT exports, which matters for your tax rate.</p>
<ul><li>Open a freelancer digital account: it takes a CNIC and a few minutes on most banking apps.</li><li>Ask your bank for the purpose code for computer services, so every payment is recorded as an export.</li><li>Download your platform statements every quarter; do not wait for tax season.</li></ul>
<h2>Mind the fees</h2>
<p>Compare the full cost of a transfer, not just the advertised fee. The exchange rate margin is often larger than the fee itself. On a USD 1,000 payment, a one per cent difference in rate is Rs 2,800 lost.</p>
<h2>Keep records the tax office accepts</h2>
<p>Export proceeds of IT services are taxed at a reduced final rate when they arrive through banking channels. Keep a simple spreadsheet: date, client, platform, amount in dollars, amount credited in rupees. It takes ten minutes a month and saves days later.</p>`,
  },
  {
    slug: 'five-portfolio-mistakes-that-cost-designers-clients',
    title: 'Five portfolio mistakes that cost designers their best clients',
    authorEmail: 'ayesha.siddiqui@example.com',
    date: '2023-04-02T10:30:00+05:00',
    palette: ['#2f6f8f', '#4f9cc0', '#d9ecf2'],
    content: `<p>I review around thirty portfolios a month for our Lahore design circle. The work is usually good. The presentation is what loses the client, and the same five mistakes come up again and again.</p>
<h2>1. Showing everything</h2>
<p>Twelve strong projects beat forty average ones. Pick the work that matches the clients you want next year, not the ones you had last year.</p>
<h2>2. Pictures without a problem</h2>
<p>A client hires you to solve a problem. For each case study, write three lines: what was broken, what you changed, and what happened afterwards. Numbers help, even small ones.</p>
<h2>3. No process</h2>
<p>Show a sketch, a wireframe and a rejected idea. It proves the final screen was a decision, not luck.</p>
<h2>4. A slow site</h2>
<p>Many clients open your link on a phone between meetings. Compress your images and test the page on a mobile connection before you send it.</p>
<h2>5. No clear next step</h2>
<p>End every page with one way to reach you: a contact form, your e-mail or your profile on a platform. Make it easy to say yes.</p>`,
  },
  {
    slug: 'translation-work-that-pays-fairly',
    title: 'Translation work that pays fairly: how I set my Urdu–English rates',
    authorEmail: 'hira.baloch@example.com',
    date: '2023-02-21T11:00:00+05:00',
    palette: ['#9a5b2e', '#c9834f', '#f4e6d8'],
    content: `<p>When I started translating from Quetta, I charged by the order and often earned less than Rs 300 an hour. Moving to per-word pricing, with clear minimums, changed my income within three months.</p>
<h2>Price by the word, with a floor</h2>
<p>Urdu to English legal or technical text takes longer than a blog post. I quote three rates: general, specialised and certified. Every order has a minimum fee, because even a one-line job needs reading, research and proofreading.</p>
<blockquote>Your rate is not what you need to survive this month. It is what the work is worth to the client.</blockquote>
<h2>Protect your time</h2>
<ul><li>Agree the glossary before you start on long projects.</li><li>Charge separately for formatting scanned documents.</li><li>Put revision rounds in the offer, and stick to them.</li></ul>
<p>NGOs and publishers respect translators who explain their process. Since I began sending a short scope note with each quote, fewer clients negotiate and more of them return.</p>`,
  },
  {
    slug: 'local-seo-for-small-businesses-in-peshawar',
    title: 'What a Peshawar handicrafts shop taught me about local SEO',
    authorEmail: 'bilal.khan@example.com',
    date: '2022-12-08T09:15:00+05:00',
    palette: ['#5b4a9a', '#7f6cc4', '#e8e3f3'],
    content: `<p>Last year a family business selling hand-embroidered shawls from Qissa Khwani Bazaar asked me why their website brought no customers. Eight months later, organic visits had grown fourfold. None of it needed a big budget.</p>
<h2>Start where customers already look</h2>
<p>We claimed and completed the shop's business profile on the map listings, added real photographs and opening hours, and asked happy customers for reviews. That alone doubled calls from visitors to the city.</p>
<h2>Write the pages people search for</h2>
<p>Search data showed people looking for wedding shawls, not "handicrafts". We wrote one honest page per product type, with sizes, care instructions and prices in rupees and dollars.</p>
<h2>Measure what matters</h2>
<ul><li>Calls and WhatsApp messages from the site.</li><li>Orders from outside Khyber Pakhtunkhwa.</li><li>Which pages visitors read before they buy.</li></ul>
<p>Rankings are a means, not the goal. Report to clients in sales and enquiries, and they will keep working with you.</p>`,
  },
  {
    slug: 'freelancing-from-gilgit-internet-power-and-clients',
    title: 'Freelancing from Gilgit: internet, power cuts and clients in five time zones',
    authorEmail: 'zainab.hussain@example.com',
    date: '2022-10-14T08:45:00+05:00',
    palette: ['#2c7c70', '#49a596', '#dff1ee'],
    content: `<p>People are surprised that I build dashboards for clients in Canada and the UK from Gilgit. The mountains are beautiful; the connectivity is a daily project. Here is the setup that keeps my work reliable.</p>
<h2>Two connections, always</h2>
<p>I pay for a fixed line and keep a 4G device as a backup. When one fails during a client call, I switch in under a minute. The second connection costs less than one lost client.</p>
<h2>Plan around the power schedule</h2>
<p>A small solar kit and a UPS run my laptop and router for six hours. I schedule heavy data refreshes when the grid is on and keep calls for the hours I know are stable.</p>
<h2>Tell clients early</h2>
<p>I share my working hours in their time zone and promise a reply within four hours, not instantly. Clear expectations have mattered more to them than where I live.</p>
<p>Freelancing is opening doors for young people across Gilgit-Baltistan. Better connectivity would open many more, which is why I joined the association's regional chapter.</p>`,
  },
  {
    slug: 'pricing-video-editing-projects',
    title: 'How to price a video editing project without losing the client',
    authorEmail: 'hamza.qureshi@example.com',
    date: '2022-09-03T12:00:00+05:00',
    palette: ['#a23a4f', '#cf5f74', '#f6e1e4'],
    content: `<p>I have edited more than nine hundred videos from Multan, and the hardest part is still the first quote. Charge too little and you resent the project; charge too much without explaining and the client disappears.</p>
<h2>Break the job into parts</h2>
<p>Clients understand a quote that shows its parts: script review, rough cut, motion graphics, sound design, colour and exports. When the budget is tight, they can remove a part instead of asking you to work for less.</p>
<h2>Define the revisions</h2>
<p>Two rounds of revisions are included in every offer I send. A third round is billed by the hour. Writing this down once has saved me weeks of unpaid work.</p>
<h2>Use packages for repeat work</h2>
<ul><li>A monthly package for YouTubers: four long edits and eight shorts.</li><li>A launch package for startups: one explainer, three cut-downs and thumbnails.</li></ul>
<p>Packages make income predictable, and predictable income lets you say no to the projects that do not fit.</p>`,
  },
  {
    slug: 'writing-a-proposal-that-gets-read',
    title: 'Writing a proposal that gets read',
    authorEmail: 'hamza.qureshi@example.com',
    date: '2022-10-01T12:00:00+05:00',
    palette: ['#2f5d8a', '#5b8fc4', '#e1ecf7'],
    state: 'draft',
    content: `<p>Most proposals are read for ten seconds. These notes are still being written: what the first two lines must say, and why a question beats a promise.</p>
<h2>Open with their problem</h2>
<p>Repeat the client's goal in your own words before you say anything about yourself.</p>`,
  },
  {
    slug: 'tax-returns-for-freelancers-2031',
    title: 'Tax returns for freelancers: what changes in 2031',
    authorEmail: 'hamza.qureshi@example.com',
    date: '2031-07-01T09:00:00+05:00',
    palette: ['#4d6b2f', '#7fa356', '#eaf2df'],
    state: 'scheduled',
    content: `<p>The filing season opens on the first of July. This post is scheduled to appear on that morning, with the forms and the deadlines that apply to export remittances.</p>
<h2>What to keep ready</h2>
<ul><li>Your bank's proceeds realisation certificates.</li><li>The invoices they match.</li></ul>`,
  },
];
