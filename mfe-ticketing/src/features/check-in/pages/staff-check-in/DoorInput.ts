import { chakra } from 'shared-ui';

/**
 * The door's text fields (the ticket code, the search, the phone's name): 16 px text, so a phone does not zoom the
 * page when one takes the focus, and tall enough for a thumb.
 */
export const DoorInput = chakra('input', {
  base: {
    fontSize: 'md',
    h: '12',
    px: '3',
    w: 'full',
    borderWidth: '1px',
    borderRadius: 'l2',
    bg: 'bg',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
  },
});
