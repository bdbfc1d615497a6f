import type { SpeakerType, SponsorTier } from '../../../../../../shared-api/src/enums.js';
import type { Venue } from '../../../../../../mfe-public/src/features/conferences/shapes.js';

export interface DemoSpeaker {
  name: string;
  designation: string;
  company: string;
  type: SpeakerType;
  /** whether the speaker's card links to a (demo) LinkedIn profile */
  linkedin?: boolean;
}

/** [start, end, title, description] in the edition's local time (Asia/Karachi) */
export type DemoSlot = [string, string, string, string];

export interface DemoConference {
  slug: string;
  aliases: string[];
  /** an edition staff are still making: a draft, which only staff see */
  draft?: boolean;
  title: string;
  edition: string;
  tagline: string;
  overview: string[];
  days: Array<{ date: string; slots: DemoSlot[] }>;
  venue: Venue;
  palette: [string, string, string];
  allSpeakersLink: string | null;
  speakers: DemoSpeaker[];
  sponsors: Array<{ name: string; type: SponsorTier; priority: number; color: string }>;
  faqs: Array<[question: string, answer: string]>;
}

export const commonFaqs: Array<[string, string]> = [
  ['Is there a fee to attend?', 'No. Entry is free for members of the association. Membership is free too: register on this website before the event.'],
  ['Do I need to register in advance?', 'Yes. Seats are limited, so please register from the Events page. You will receive a ticket by e-mail to show at the entrance.'],
  ['Will the sessions be streamed online?', 'The main hall is streamed live on the association’s social channels. Workshops are in person only.'],
  ['Can I get a certificate of attendance?', 'Yes. Members who check in on both days receive a digital certificate by e-mail within a week of the event.'],
  ['Is the venue accessible?', 'The venue has step-free access, lifts and accessible washrooms. Tell us about any other needs when you register and our volunteers will help.'],
];

/** A sponsor line-up across the eight tiers, by name and tier; priority orders sponsors within a tier. */
export const sponsorsOf = (list: Array<[string, SponsorTier, string]>) =>
  list.map(([name, type, color], index) => ({ name, type, color, priority: index + 1 }));
