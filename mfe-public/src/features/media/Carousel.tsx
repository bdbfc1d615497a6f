import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Box, chakra, Flex, HStack, IconButton, useBreakpointValue } from 'shared-ui';

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

type SlidesPerView = CarouselProps<unknown>['slidesPerView'];
const BREAKPOINTS = ['base', 'sm', 'md', 'lg'] as const;
/** The design system's breakpoints (Chakra's defaults), as its own media queries write them. */
const MIN_WIDTH = { sm: '30rem', md: '48rem', lg: '64rem' } as const;
/** Each breakpoint the carousel names, with the slides in view there (no more than it has). */
const perViewByBreakpoint = (slidesPerView: SlidesPerView, count: number) =>
  BREAKPOINTS.flatMap((breakpoint) => {
    const value = slidesPerView[breakpoint];
    return value === undefined ? [] : [{ breakpoint, perView: Math.min(value, Math.max(count, 1)) }];
  });

/**
 * The moves of an autoplaying carousel as a CSS animation, for the time before its script has come (a page of islands
 * hydrates it at the first touch): every `autoplay` ms it slides by one over half a second, and wraps around at the
 * end, as the script does. It stops on hover and focus, and for visitors who prefer reduced motion. Right to left (an
 * Urdu page), the first slide is at the right and the track moves the other way.
 */
function autoplayStyles(className: string, slidesPerView: SlidesPerView, count: number, autoplay: number) {
  const percent = (ms: number, period: number) => `${((ms / period) * 100).toFixed(3)}%`;
  const rules = perViewByBreakpoint(slidesPerView, count).map(({ breakpoint, perView }) => {
    const positions = count - perView + 1;
    const name = `${className}-${perView}`;
    const rule = positions > 1 ? `.${className}{animation:${name} ${positions * autoplay}ms ease infinite}` : `.${className}{animation:none}`;
    const rtlRule = positions > 1 ? `[dir=rtl] .${className}{animation-name:${name}-rtl}` : `[dir=rtl] .${className}{animation:none}`;
    const keyframes = (frameName: string, sign: string) => {
      const at = (position: number) => `transform:translateX(${sign}${((position % positions) * 100) / perView}%)`;
      return `@keyframes ${frameName}{0%{${at(0)}}${Array.from({ length: positions }, (_, i) => {
        const period = positions * autoplay;
        return `${percent((i + 1) * autoplay - 500, period)}{${at(i)}}${percent((i + 1) * autoplay, period)}{${at(i + 1)}}`;
      }).join('')}}`;
    };
    const frames = positions > 1 ? keyframes(name, '-') + keyframes(`${name}-rtl`, '') : '';
    return frames + (breakpoint === 'base' ? rule : `@media screen and (min-width: ${MIN_WIDTH[breakpoint]}){${rule}}`) + (breakpoint === 'base' ? rtlRule : `@media screen and (min-width: ${MIN_WIDTH[breakpoint]}){${rtlRule}}`);
  });
  const paused = `[aria-roledescription=carousel]:hover .${className},[aria-roledescription=carousel]:focus-within .${className}{animation-play-state:paused}`;
  // Reduced motion: no animation, and no pause button (the script, once it runs, offers none either).
  const still = `@media (prefers-reduced-motion: reduce){.${className}{animation:none}.${className}-pause{display:none}}@media (prefers-reduced-motion: reduce){[dir=rtl] .${className}{animation:none}}`;
  return `${rules.join('')}${paused}${still}`;
}

/** The slide, of the track's current transform, nearest to its start (a CSS animation may have moved it). */
function shownSlide(track: HTMLElement | null) {
  if (!track) return 0;
  const transform = getComputedStyle(track).transform;
  const offset = /^matrix\(([^)]+)\)$/.exec(transform)?.[1].split(',')[4];
  // Measured, not computed from the breakpoint: the script may not know the breakpoint yet.
  const slideWidth = track.firstElementChild instanceof HTMLElement ? track.firstElementChild.offsetWidth : 0;
  // Left to right the track moves left (a negative offset), right to left it moves right.
  return offset && slideWidth ? Math.max(0, Math.round(Math.abs(Number(offset)) / slideWidth)) : 0;
}

const Svg = chakra('svg');
/** Points back (to the start) or on; mirrored right to left, where the start is at the right. */
const Arrow = ({ back }: { back?: boolean }) => (
  <Svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" _rtl={{ transform: 'scaleX(-1)' }}>
    <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </Svg>
);

/**
 * A row of slides that moves one slide at a time and wraps around at the end. Autoplay pauses while the
 * pointer or the keyboard focus is inside, stops for visitors who prefer reduced motion, and can be
 * paused with its own button; slides out of view are inert, so Tab never lands on a hidden one.
 *
 * Until its script has run (the server's HTML, or a page of islands before its first touch), slides are sized by CSS
 * at each breakpoint and an autoplaying carousel moves by a CSS animation; the script takes over from the slide shown.
 */
export function Carousel<T>({ items, label, slidesPerView, autoplay, getKey, renderSlide, gap = 4 }: CarouselProps<T>) {
  const perView = Math.min(useBreakpointValue(slidesPerView, { fallback: 'base' }) ?? slidesPerView.base, Math.max(items.length, 1));
  const positions = Math.max(items.length - perView + 1, 1);
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Whether the script has taken over from the server's HTML (its CSS animation).
  const [live, setLive] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  // The server cannot know: its first view slides, and hydration then asks the browser.
  const reducedMotion = useSyncExternalStore(onMotionChange, prefersReducedMotion, () => false);
  const current = Math.min(start, positions - 1);
  const canAutoplay = Boolean(autoplay) && positions > 1 && !reducedMotion;
  const playing = canAutoplay && !stopped && !hovered && !focused;

  const autoplayClass = autoplay ? `fa-autoplay-${items.length}-${autoplay}-${perViewByBreakpoint(slidesPerView, items.length).map((b) => b.perView).join('-')}` : undefined;

  // A press of Previous or Next: the slide it chose is kept, whatever the script finds when it takes over.
  const moved = useRef(false);
  useEffect(() => {
    // The press that hydrated the carousel may be given to it before this runs, or after: either way it wins.
    const shown = shownSlide(track.current);
    setStart((s) => (moved.current ? s : shown));
    // A pointer or the focus that came before the script (the touch that hydrated it) holds it still as well.
    const region = track.current?.closest('[aria-roledescription=carousel]');
    setHovered(Boolean(region?.matches(':hover')));
    setFocused(Boolean(region?.matches(':focus-within')));
    setLive(true);
    // Once, when the script takes over: later changes of the breakpoint keep the slide the script shows.
  }, []);

  const go = (delta: number) => {
    moved.current = true;
    setStart((s) => (Math.min(s, positions - 1) + delta + positions) % positions);
  };

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
      {!live && autoplay && autoplayClass && <style>{autoplayStyles(autoplayClass, slidesPerView, items.length, autoplay)}</style>}
      <Box overflow="hidden" mx={`calc(var(--fa-spacing-${gap}) / -2)`}>
        <Flex
          ref={track}
          className={live ? undefined : autoplayClass}
          aria-live={playing || !live ? 'off' : 'polite'}
          transform={`translateX(-${(current * 100) / perView}%)`}
          _rtl={{ transform: `translateX(${(current * 100) / perView}%)` }}
          transition={reducedMotion ? undefined : 'transform 0.5s ease'}
        >
          {items.map((item, index) => {
            const position = index + 1;
            const count = items.length;
            // Before the script runs, the CSS animation decides what is in view: every slide stays reachable.
            const visible = !live || (index >= current && index < current + perView);
            return (
              <Box
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={t`${position} of ${count}`}
                aria-hidden={!visible}
                inert={!visible}
                flex={Object.fromEntries(perViewByBreakpoint(slidesPerView, items.length).map((b) => [b.breakpoint, `0 0 ${100 / b.perView}%`]))}
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
          <IconButton size="sm" variant="outline" borderRadius="full" aria-label={t`Previous slide`} onClick={() => go(-1)}>
            <Arrow back />
          </IconButton>
          {canAutoplay && (
            <IconButton
              className={live ? undefined : `${autoplayClass}-pause`}
              size="sm"
              variant="ghost"
              borderRadius="full"
              aria-label={stopped ? t`Play slides` : t`Pause slides`}
              aria-pressed={stopped}
              onClick={() => setStopped((v) => !v)}
            >
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
                <path d={stopped ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} fill="currentColor" />
              </svg>
            </IconButton>
          )}
          <IconButton size="sm" variant="outline" borderRadius="full" aria-label={t`Next slide`} onClick={() => go(1)}>
            <Arrow />
          </IconButton>
        </HStack>
      )}
    </Box>
  );
}
