import { msg } from '@lingui/core/macro';

// spec: core §2 — the nine membership benefits, in the spec's words; each with its icon (BenefitIcon).
export const benefits = [
  { icon: 'community', name: msg`Community`, text: msg`Chapters, meetups and online groups with freelancers in your city and your field.` },
  { icon: 'voice', name: msg`Voice & Support group`, text: msg`The association speaks for you on payments, taxes and recognition.` },
  { icon: 'events', name: msg`Exclusive Events`, text: msg`Members-only sessions and early seats at Freelance Fest.` },
  { icon: 'discounts', name: msg`Discounts and Promotions`, text: msg`Partner offers on software, devices, co-working and courses.` },
  { icon: 'insurance', name: msg`Insurance`, text: msg`Accidental health cover negotiated for freelancers.` },
  { icon: 'accounting', name: msg`Accounting and legal`, text: msg`Help with bookkeeping, tax returns and contracts.` },
  { icon: 'training', name: msg`Workshops & Training`, text: msg`Practical training from experienced members and partners.` },
  { icon: 'showcase', name: msg`Showcase`, text: msg`Your profile in Our Voice, the public directory of freelancers.` },
  { icon: 'banking', name: msg`Banking`, text: msg`Freelancer digital accounts and faster foreign payments.` },
];

export const faqs = [
  { id: 'free', question: msg`Is membership really free?`, answer: msg`Yes. The Seed membership is free for ever. Surge adds paid benefits such as tax filing and insurance for Rs 500 a month, billed yearly.` },
  { id: 'who', question: msg`Who can become a member?`, answer: msg`Anyone in Pakistan who works, or wants to work, as a freelancer: students, professionals and agencies of any size.` },
  { id: 'how-long', question: msg`How long does a paid membership last?`, answer: msg`A paid membership lasts one year from the day it is confirmed. The free membership never expires.` },
  { id: 'switch', question: msg`Can I switch between Seed and Surge?`, answer: msg`Yes. Upgrade or downgrade from Membership Details in your dashboard at any time.` },
  { id: 'certificate', question: msg`Do I get a membership certificate?`, answer: msg`Every member can download a certificate with their member ID from the dashboard, useful for banks and clients.` },
];
