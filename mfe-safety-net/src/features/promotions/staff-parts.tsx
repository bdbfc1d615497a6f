import type { StaffPromotion } from './shapes';
import { Badge } from 'shared-ui';

/** How the promotion hands out codes, in a line. */
export function codeSummary(promotion: Pick<StaffPromotion, 'code_kind' | 'codes' | 'claimed'>) {
  const members = promotion.claimed === 1 ? '1 member' : `${promotion.claimed} members`;
  if (promotion.code_kind === 'shared') return `One code for everyone · ${members} claimed it`;
  const left = promotion.codes - promotion.claimed;
  return `${promotion.claimed} of ${promotion.codes} codes claimed · ${left === 1 ? '1 left' : `${left} left`}`;
}

/** Whether members see the promotion: closed for good, a draft only staff see, or open. */
export function OpenBadge({ closed, published = true }: { closed: boolean; published?: boolean }) {
  const [palette, label] = closed ? ['gray', 'Closed'] : published ? ['green', 'Open'] : ['orange', 'Draft'];
  return (
    <Badge colorPalette={palette} variant="subtle" flexShrink={0}>
      {label}
    </Badge>
  );
}
