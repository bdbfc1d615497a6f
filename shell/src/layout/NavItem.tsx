import { chakra } from 'shared-ui';

const navLinkStyle = {
  px: '3',
  py: '2',
  borderRadius: 'l2',
  fontWeight: 'medium',
  fontSize: 'sm',
  color: 'fg',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' },
} as const;

/** A menu entry's face, inside its link. */
export const NavItem = chakra('span', { base: navLinkStyle });
