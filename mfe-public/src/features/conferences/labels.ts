import { msg } from '@lingui/core/macro';
import type { SpeakerType, SponsorTier } from 'shared-api';
import { type MessageDescriptor } from 'shared-ui';
import { i18n } from '#i18n';

// spec: second document §3 and §9 — the speaker roles and sponsor tiers, as the conference pages name them.
const speakerTypes: Record<SpeakerType, MessageDescriptor> = {
  'Chief Guest': msg`Chief Guest`,
  'Guest of Honor': msg`Guest of Honor`,
  'Keynote Speaker': msg`Keynote Speaker`,
  Speaker: msg`Speaker`,
};

const sponsorTiers: Record<SponsorTier, MessageDescriptor> = {
  'Knowledge Partner': msg`Knowledge Partner`,
  'Platinum Sponsor': msg`Platinum Sponsor`,
  'Supporting Partner': msg`Supporting Partner`,
  'Payments Partner': msg`Payments Partner`,
  'Live Streaming Partner': msg`Live Streaming Partner`,
  'Academic Partner': msg`Academic Partner`,
  'Tech Partner': msg`Tech Partner`,
  'Collaborating Partner': msg`Collaborating Partner`,
};

/** A speaker's role in the page's language. */
export const speakerTypeLabel = (type: SpeakerType) => (speakerTypes[type] ? i18n._(speakerTypes[type]) : type);

/** A sponsor tier in the page's language. */
export const sponsorTierLabel = (tier: SponsorTier) => (sponsorTiers[tier] ? i18n._(sponsorTiers[tier]) : tier);
