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

interface MemberPhotoProps extends Omit<HTMLChakraProps<'img'>, 'src' | 'width' | 'height' | 'boxSize'> {
  image: string;
  /** the photo's width and height in CSS pixels */
  size: number;
  alt?: string;
  priority?: boolean;
}

/** A member's round photo at a fixed size in pixels; its box is reserved before the bytes arrive. */
export function MemberPhoto({ image, size, alt = '', priority = false, ...props }: MemberPhotoProps) {
  return (
    <Image
      src={storageUrl(image)}
      htmlWidth={size}
      htmlHeight={size}
      boxSize={`${size}px`}
      minW={`${size}px`}
      borderRadius="full"
      objectFit="cover"
      flexShrink={0}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...props}
    />
  );
}
