import { chakra } from 'shared-ui';

const navLinkStyle = {
  // An entry of two words stays on one line (the header shows these entries from 1280 px, with the language switch).
  px: '2.5',
  whiteSpace: 'nowrap',
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
