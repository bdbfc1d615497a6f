// Graduate stories (second spec §3: name, designation, quote, video url). The addresses are YouTube's
// privacy-enhanced embeds, the only video host the site's Content-Security-Policy lets into a frame.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from 'shared-ui';

export interface GraduateStory {
  name: string;
  designation: MessageDescriptor;
  quote: MessageDescriptor;
  videoUrl: string;
}

export const graduateStories: GraduateStory[] = [
  {
    name: 'Ayesha Siddiqui',
    designation: msg`Data analyst, Lahore`,
    quote: msg`The data analytics certificate gave me the words and the tools my clients were asking for. My first dashboard project came a month after I finished.`,
    videoUrl: 'https://www.youtube-nocookie.com/embed/Qd4WmT8nK2a',
  },
  {
    name: 'Bilal Ahmed',
    designation: msg`IT support specialist, Peshawar`,
    quote: msg`I studied in the evenings after work. Six months later I was supporting three small businesses remotely.`,
    videoUrl: 'https://www.youtube-nocookie.com/embed/Hs7PzL3vB9c',
  },
  {
    name: 'Mahnoor Fatima',
    designation: msg`UX designer, Karachi`,
    quote: msg`The portfolio projects were the best part: I now show clients real case studies instead of screenshots.`,
    videoUrl: 'https://www.youtube-nocookie.com/embed/Xn2RfK6tD4e',
  },
  {
    name: 'Zain ul Abideen',
    designation: msg`Project manager, Quetta`,
    quote: msg`Project management was something I did by instinct. The certificate gave it a method, and my clients noticed.`,
    videoUrl: 'https://www.youtube-nocookie.com/embed/Lp5VcJ1wM8g',
  },
];
