import { useState } from 'react';
import { Button, chakra, Flex } from 'shared-ui';

interface Props {
  /** no event chosen yet: nothing to scan for */
  disabled: boolean;
  camera: boolean;
  scanning: boolean;
  onToggleCamera(): void;
  onPhoto(file: File): Promise<unknown>;
}

/**
 * Room a control scrolled into view keeps below it, clear of the scan bar (its 48 px buttons, padding and border, and
 * the phone's home indicator), and above it, clear of the staff area's sticky header.
 */
export const CLEAR_OF_BARS = { scrollMarginBottom: 'calc(6rem + env(safe-area-inset-bottom))', scrollMarginTop: '5rem' } as const;

/**
 * The scan buttons, kept at the bottom of the screen where a thumb reaches them on a phone held in one hand. A photo
 * works where the camera is blocked for the site, or the browser cannot stream it.
 */
export function ScanBar({ disabled, camera, scanning, onToggleCamera, onPhoto }: Props) {
  const [reading, setReading] = useState(false);
  return (
    <Flex position="sticky" bottom="0" zIndex="docked" bg="bg" borderTopWidth="1px" pt="3" pb="calc(0.75rem + env(safe-area-inset-bottom))" gap="3">
      {camera && (
        <Button flex="1" size="xl" colorPalette="brand" variant={scanning ? 'outline' : 'solid'} disabled={disabled} onClick={onToggleCamera}>
          {scanning ? 'Stop the camera' : 'Scan with the camera'}
        </Button>
      )}
      <Button asChild flex="1" size="xl" colorPalette="brand" variant={camera ? 'outline' : 'solid'} aria-busy={reading} opacity={disabled ? 0.5 : undefined} _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}>
        <label>
          <chakra.input
            type="file"
            accept="image/*"
            capture="environment"
            srOnly
            disabled={disabled || reading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              // Emptied at once, so the same picture can be chosen again.
              e.target.value = '';
              if (!file) return;
              setReading(true);
              void onPhoto(file).finally(() => setReading(false));
            }}
          />
          {reading ? 'Reading the photo…' : 'Scan a photo'}
        </label>
      </Button>
    </Flex>
  );
}
