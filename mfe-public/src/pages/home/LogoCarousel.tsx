import { t } from '@lingui/core/macro';
import { Carousel } from '../../features/media/Carousel';
import type { MediaMention } from '../../features/press/shapes';
import { Logo } from './Logo';

// spec: featured logos carousel, 3, 4 or 6 slides with looping autoplay.
export default function LogoCarousel({ mentions }: { mentions: MediaMention[] }) {
  return (
    <Carousel
      label={t`Featured in`}
      items={mentions}
      slidesPerView={{ base: 3, md: 4, lg: 6 }}
      autoplay={3000}
      getKey={(m) => m.id}
      renderSlide={(m) => <Logo mention={m} />}
    />
  );
}
