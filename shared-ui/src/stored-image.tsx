import { storageUrl } from 'shared-api';
import { Image, type HTMLChakraProps } from './components';

interface StoredImageProps extends Omit<HTMLChakraProps<'img'>, 'src' | 'width' | 'height'> {
  image: string;
  width: number;
  height: number;
  alt: string;
  /** the page's main image: fetched first, not lazily */
  priority?: boolean;
}

/**
 * An image from storage with its real size as attributes, so the browser reserves its box before the
 * bytes arrive (no layout shift); it scales to the width it is given.
 */
export function StoredImage({ image, width, height, alt, priority = false, ...props }: StoredImageProps) {
  return (
    <Image
      src={storageUrl(image)}
      // Chakra reads width/height as CSS; these become the attributes that give the box its ratio early.
      htmlWidth={width}
      htmlHeight={height}
      aspectRatio={`${width} / ${height}`}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      w="100%"
      h="auto"
      {...props}
    />
  );
}
