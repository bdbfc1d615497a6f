import type { ReactNode } from 'react';
import { Box, type BoxProps } from './components';
import { useNearViewport } from './near-viewport';

/**
 * Renders its content once it comes near the viewport; until then an empty box of `minH`, so what
 * sits below the fold costs nothing on the first view and the page does not jump when it appears.
 */
export function WhenNear({ children, margin, ...box }: { children: ReactNode; margin?: string } & BoxProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>(margin);
  return (
    <Box ref={ref} {...box}>
      {near ? children : null}
    </Box>
  );
}
