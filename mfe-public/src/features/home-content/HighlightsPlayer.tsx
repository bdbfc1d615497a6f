import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { storageUrl } from 'shared-api';
import type { Highlight } from './shapes';
import { Box, chakra, StoredImage, Text } from 'shared-ui';
import { Carousel } from '../media/Carousel';
import { VideoPlayer } from '../media/VideoPlayer';

const SlideButton = chakra('button', {
  base: {
    display: 'block',
    width: '100%',
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: 'l2',
    p: '2',
    borderWidth: '2px',
    borderColor: 'transparent',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
    '&[aria-current=true]': { borderColor: 'brand.solid', bg: 'bg' },
  },
});

// spec: highlights carousel, 2 slides on small screens and 4 on wide ones; a click plays that video in the main player.
export default function HighlightsPlayer({ highlights }: { highlights: Highlight[] }) {
  const [chosen, setChosen] = useState<{ id: number; play: boolean }>({ id: highlights[0]?.id ?? 0, play: false });
  const current = highlights.find((h) => h.id === chosen.id) ?? highlights[0];
  if (!current) return null;
  const { name, position, organisation } = current;
  return (
    <>
      <Box maxW="4xl" mx="auto" mb="2">
        <VideoPlayer
          key={current.id}
          url={current.video_url}
          title={`${current.name}, ${current.position}`}
          poster={{ src: storageUrl(current.thumbnail), width: current.thumbnail_width, height: current.thumbnail_height }}
          autoPlay={chosen.play}
        />
        <Text mt="3" fontWeight="semibold" aria-live="polite">
          {t`Now showing: ${name} — ${position}, ${organisation}`}
        </Text>
      </Box>
      <Box mt="6">
        <Carousel
          label={t`Highlight videos`}
          items={highlights}
          slidesPerView={{ base: 2, md: 4 }}
          getKey={(h) => h.id}
          renderSlide={({ name, position, ...h }) => (
            <SlideButton type="button" aria-current={h.id === current.id} aria-label={t`Play ${name}, ${position}`} onClick={() => setChosen({ id: h.id, play: true })}>
              <StoredImage image={h.thumbnail} width={h.thumbnail_width} height={h.thumbnail_height} alt="" borderRadius="l1" />
              <Text mt="2" fontSize="sm" fontWeight="semibold" lineClamp={1}>
                {name}
              </Text>
              <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                {h.organisation}
              </Text>
            </SlideButton>
          )}
        />
      </Box>
    </>
  );
}
