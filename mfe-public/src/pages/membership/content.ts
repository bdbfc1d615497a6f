// spec: core §2 — the nine membership benefits, in the spec's words.
export const benefits = [
  { name: 'Community', text: 'Chapters, meetups and online groups with freelancers in your city and your field.' },
  { name: 'Voice & Support group', text: 'The association speaks for you on payments, taxes and recognition.' },
  { name: 'Exclusive Events', text: 'Members-only sessions and early seats at Freelance Fest.' },
  { name: 'Discounts and Promotions', text: 'Partner offers on software, devices, co-working and courses.' },
  { name: 'Insurance', text: 'Accidental health cover negotiated for freelancers.' },
  { name: 'Accounting and legal', text: 'Help with bookkeeping, tax returns and contracts.' },
  { name: 'Workshops & Training', text: 'Practical training from experienced members and partners.' },
  { name: 'Showcase', text: 'Your profile in Our Voice, the public directory of freelancers.' },
  { name: 'Banking', text: 'Freelancer digital accounts and faster foreign payments.' },
];

export const faqs = [
  { id: 'free', question: 'Is membership really free?', answer: 'Yes. The Seed membership is free for ever. Surge adds paid benefits such as tax filing and insurance for Rs 500 a month, billed yearly.' },
  { id: 'who', question: 'Who can become a member?', answer: 'Anyone in Pakistan who works, or wants to work, as a freelancer: students, professionals and agencies of any size.' },
  { id: 'how-long', question: 'How long does a paid membership last?', answer: 'A paid membership lasts one year from the day it is confirmed. The free membership never expires.' },
  { id: 'switch', question: 'Can I switch between Seed and Surge?', answer: 'Yes. Upgrade or downgrade from Membership Details in your dashboard at any time.' },
  { id: 'certificate', question: 'Do I get a membership certificate?', answer: 'Every member can download a certificate with their member ID from the dashboard, useful for banks and clients.' },
];
