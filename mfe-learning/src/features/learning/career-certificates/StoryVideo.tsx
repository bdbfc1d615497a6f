import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { AspectRatio, Box, chakra, Text } from 'shared-ui';
import type { GraduateStory } from './stories';

const PlayButton = chakra('button', {
  base: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '3',
    cursor: 'pointer',
    color: 'white',
    _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '-3px' },
  },
});

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .slice(0, 2)
    .join('');

/** Autoplay once the frame loads: the visitor has just pressed play. */
const playerUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}autoplay=1&rel=0`;

/** The player takes the focus the play button had, so a keyboard user goes on from the video. */
function Player({ url, title }: { url: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <iframe
      ref={ref}
      src={playerUrl(url)}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
      style={{ border: 0 }}
    />
  );
}

/**
 * A poster until the visitor presses play; only then is the player's frame added, so the page costs no request to
 * the video host before someone asks for a video. The poster is drawn here: the host's thumbnails are images from
 * another origin, which the site's Content-Security-Policy refuses. The graduate's initials are drawn behind the play
 * button, not inside it, so the button's only visible text is none and its name ("Play video: …") is all it says.
 */
export function StoryVideo({ story, playing, onPlay }: { story: GraduateStory; playing: boolean; onPlay(): void }) {
  const name = story.name;
  const title = t`${name}’s story`;
  return (
    <AspectRatio ratio={16 / 9} bg="black" borderRadius="l3" overflow="hidden">
      {playing ? (
        <Player url={story.videoUrl} title={title} />
      ) : (
        <Box bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.500">
          <Text aria-hidden="true" position="absolute" top="50%" insetX="0" transform="translateY(calc(-100% - 2.5rem))" textAlign="center" color="white" fontSize="3xl" fontWeight="bold" letterSpacing="wider" lineHeight="1" opacity={0.9}>
            {initials(story.name)}
          </Text>
          <PlayButton type="button" aria-label={t`Play video: ${title}`} onClick={onPlay}>
            <Box as="span" display="inline-flex" alignItems="center" justifyContent="center" w="14" h="14" borderRadius="full" bg="blackAlpha.600">
              <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </Box>
          </PlayButton>
        </Box>
      )}
    </AspectRatio>
  );
}
