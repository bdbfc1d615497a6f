import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { AspectRatio, Box, chakra, Image } from 'shared-ui';

/** The privacy-enhanced YouTube player for a watch or share link; null for any other address. */
export function videoEmbedUrl(url: string) {
  const id = /(?:youtube\.com\/(?:watch\?v=|embed\/)|youtu\.be\/)([\w-]{11})/.exec(url)?.[1];
  return id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null;
}

export interface VideoPlayerProps {
  url: string;
  title: string;
  poster: { src: string; width: number; height: number };
  /** start at once (the visitor has just chosen this video) */
  autoPlay?: boolean;
}

const PlayButton = chakra('button', {
  base: { position: 'absolute', inset: 0, width: '100%', cursor: 'pointer', _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '-3px' } },
});

/**
 * A poster until the visitor asks to play: the player (an iframe or a video element) loads only then,
 * so a page with videos costs no third-party requests on its first view.
 */
export function VideoPlayer({ url, title, poster, autoPlay = false }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(autoPlay);
  const embed = videoEmbedUrl(url);
  return (
    <AspectRatio ratio={16 / 9} bg="black" borderRadius="l3" overflow="hidden">
      {playing ? (
        embed ? (
          <iframe src={embed} title={title} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen style={{ border: 0 }} />
        ) : (
          <video src={url} title={title} controls autoPlay playsInline />
        )
      ) : (
        <Box>
          <Image src={poster.src} width={poster.width} height={poster.height} alt="" objectFit="cover" w="100%" h="100%" />
          <PlayButton type="button" aria-label={t`Play video: ${title}`} onClick={() => setPlaying(true)}>
            <Box as="span" display="inline-flex" alignItems="center" justifyContent="center" w="16" h="16" borderRadius="full" bg="blackAlpha.700" color="white">
              <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </Box>
          </PlayButton>
        </Box>
      )}
    </AspectRatio>
  );
}
