import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Box, Flex, HStack, IconButton, useBreakpointValue } from 'shared-ui';

export interface CarouselProps<T> {
  items: T[];
  /** what a screen reader announces, e.g. "Featured in" */
  label: string;
  /** slides in view, by breakpoint */
  slidesPerView: { base: number; sm?: number; md?: number; lg?: number };
  /** milliseconds between automatic moves; none when absent */
  autoplay?: number;
  getKey(item: T): string | number;
  renderSlide(item: T, index: number): ReactNode;
  gap?: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(REDUCED_MOTION).matches);
const onMotionChange = (listener: () => void) => {
  const query = typeof window !== 'undefined' ? window.matchMedia?.(REDUCED_MOTION) : undefined;
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
};

const Arrow = ({ back }: { back?: boolean }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
    <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * A row of slides that moves one slide at a time and wraps around at the end. Autoplay pauses while the
 * pointer or the keyboard focus is inside, stops for visitors who prefer reduced motion, and can be
 * paused with its own button; slides out of view are inert, so Tab never lands on a hidden one.
 */
export function Carousel<T>({ items, label, slidesPerView, autoplay, getKey, renderSlide, gap = 4 }: CarouselProps<T>) {
  const perView = Math.min(useBreakpointValue(slidesPerView, { fallback: 'base' }) ?? slidesPerView.base, Math.max(items.length, 1));
  const positions = Math.max(items.length - perView + 1, 1);
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The server cannot know: its first view slides, and hydration then asks the browser.
  const reducedMotion = useSyncExternalStore(onMotionChange, prefersReducedMotion, () => false);
  const current = Math.min(start, positions - 1);
  const canAutoplay = Boolean(autoplay) && positions > 1 && !reducedMotion;
  const playing = canAutoplay && !stopped && !hovered && !focused;

  const go = (delta: number) => setStart((s) => (Math.min(s, positions - 1) + delta + positions) % positions);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setStart((s) => (Math.min(s, positions - 1) + 1) % positions), autoplay);
    return () => clearInterval(timer);
  }, [playing, positions, autoplay]);

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false)}
    >
      <Box overflow="hidden" mx={`calc(var(--fa-spacing-${gap}) / -2)`}>
        <Flex
          aria-live={playing ? 'off' : 'polite'}
          transform={`translateX(-${(current * 100) / perView}%)`}
          transition={reducedMotion ? undefined : 'transform 0.5s ease'}
        >
          {items.map((item, index) => {
            const visible = index >= current && index < current + perView;
            return (
              <Box
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                aria-hidden={!visible}
                inert={!visible}
                flex={`0 0 ${100 / perView}%`}
                px={`calc(var(--fa-spacing-${gap}) / 2)`}
              >
                {renderSlide(item, index)}
              </Box>
            );
          })}
        </Flex>
      </Box>
      {positions > 1 && (
        <HStack justify="center" gap="2" mt="4">
          <IconButton size="sm" variant="outline" borderRadius="full" aria-label="Previous slide" onClick={() => go(-1)}>
            <Arrow back />
          </IconButton>
          {canAutoplay && (
            <IconButton size="sm" variant="ghost" borderRadius="full" aria-label={stopped ? 'Play slides' : 'Pause slides'} aria-pressed={stopped} onClick={() => setStopped((v) => !v)}>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
                <path d={stopped ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} fill="currentColor" />
              </svg>
            </IconButton>
          )}
          <IconButton size="sm" variant="outline" borderRadius="full" aria-label="Next slide" onClick={() => go(1)}>
            <Arrow />
          </IconButton>
        </HStack>
      )}
    </Box>
  );
}
