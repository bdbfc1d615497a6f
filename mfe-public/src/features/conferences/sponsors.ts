import { SPONSOR_TIERS, type SponsorTier } from 'shared-api';
import type { Sponsor } from './shapes';

/** Sponsors by tier, in the spec's order of tiers, each tier by priority; empty tiers are left out. */
export function groupSponsorsByTier(sponsors: Sponsor[]): Array<{ tier: SponsorTier; sponsors: Sponsor[] }> {
  return SPONSOR_TIERS.map((tier) => ({
    tier,
    sponsors: sponsors.filter((s) => s.type === tier).sort((a, b) => a.priority - b.priority),
  })).filter((group) => group.sponsors.length > 0);
}
