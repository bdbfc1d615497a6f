import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type CSSProperties } from 'react';
import { Box, Flex, HStack, IconButton, Stack, Text, useBreakpointValue } from 'shared-ui';
import { i18n } from '#i18n';
import type { GraduateStory } from './stories';
import { StoryVideo } from './StoryVideo';

// Points the way the stories move: mirrored when the page reads right to left.
const Arrow = ({ back }: { back?: boolean }) => (
  <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  </Box>
);

/**
 * Graduate stories, one at a time on a phone and two side by side from a laptop up, moved only by the visitor's
 * Previous and Next buttons (no autoplay: a story is read and watched). Slides out of view are inert, and a video
 * that leaves the view stops, since its frame is taken away.
 */
export function StoryCarousel({ stories }: { stories: GraduateStory[] }) {
  const perView = Math.min(useBreakpointValue({ base: 1, lg: 2 }, { fallback: 'base' }) ?? 1, stories.length);
  const positions = Math.max(stories.length - perView + 1, 1);
  const [start, setStart] = useState(0);
  const [playing, setPlaying] = useState<number | null>(null);
  const current = Math.min(start, positions - 1);
  const go = (delta: number) => {
    setPlaying(null);
    setStart((s) => (Math.min(s, positions - 1) + delta + positions) % positions);
  };
  const count = stories.length;
  const shown = perView === 1 ? `${current + 1}` : `${current + 1}–${current + perView}`;
  return (
    <Box role="region" aria-roledescription="carousel" aria-label={t`Graduate video stories`}>
      <Box overflow="hidden">
        {/* The row moves towards the reading start: leftwards in English, rightwards in Urdu. */}
        <Flex
          style={{ '--story-shift': `${(current * 100) / perView}%` } as CSSProperties}
          transform="translateX(calc(-1 * var(--story-shift)))"
          _rtl={{ transform: 'translateX(var(--story-shift))' }}
          transition="transform 0.4s ease"
          css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
        >
          {stories.map((story, index) => {
            const visible = index >= current && index < current + perView;
            const position = index + 1;
            const name = story.name;
            return (
              <Box
                key={story.name}
                role="group"
                aria-roledescription="slide"
                aria-label={t`${position} of ${count}: ${name}`}
                aria-hidden={!visible}
                inert={!visible}
                flex={`0 0 ${100 / perView}%`}
                minW="0"
                px="2"
              >
                <Stack as="figure" gap="4">
                  <StoryVideo story={story} playing={playing === index} onPlay={() => setPlaying(index)} />
                  <Box as="blockquote" fontSize={{ base: 'md', md: 'lg' }} overflowWrap="anywhere">
                    “{i18n._(story.quote)}”
                  </Box>
                  <Box as="figcaption">
                    <Text fontWeight="semibold">{story.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {i18n._(story.designation)}
                    </Text>
                  </Box>
                </Stack>
              </Box>
            );
          })}
        </Flex>
      </Box>
      {positions > 1 && (
        <HStack justify="center" gap="4" mt="5">
          <IconButton size="lg" variant="outline" borderRadius="full" aria-label={t`Previous story`} onClick={() => go(-1)}>
            <Arrow back />
          </IconButton>
          <Text aria-live="polite" fontSize="sm" color="fg.muted" minW="16" textAlign="center">
            <Trans>
              {shown} of {count}
            </Trans>
          </Text>
          <IconButton size="lg" variant="outline" borderRadius="full" aria-label={t`Next story`} onClick={() => go(1)}>
            <Arrow />
          </IconButton>
        </HStack>
      )}
    </Box>
  );
}
