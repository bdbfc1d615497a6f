import { IMAGE_WIDTHS, isPhotoKey, storageUrl } from 'shared-api';
import { Image, type HTMLChakraProps } from './components';

interface StoredImageProps extends Omit<HTMLChakraProps<'img'>, 'src' | 'width' | 'height'> {
  image: string;
  width: number;
  height: number;
  alt: string;
  /** the page's main image: fetched first, not lazily */
  priority?: boolean;
  /** how wide the image is shown, as `<img sizes>` says it; an uploaded photo is fetched at the width that fills it */
  sizes?: string;
}

/** The smallest width the server keeps a photo at that covers `pixels`, or its largest. */
const widthFor = (pixels: number) => IMAGE_WIDTHS.find((w) => w >= pixels) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/** An uploaded photo at each width the server keeps it, up to the original's own (`srcset` with widths). */
export function photoSrcSet(image: string, width: number) {
  if (!isPhotoKey(image)) return undefined;
  const below = IMAGE_WIDTHS.filter((w) => w < width).map((w) => `${storageUrl(image, w)} ${w}w`);
  // The copy at the next width up is the original's own width (copies are never enlarged).
  const whole = width <= IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ? [`${storageUrl(image, widthFor(width))} ${width}w`] : [];
  return [...below, ...whole].join(', ');
}

/** A photo shown `size` CSS pixels wide, for screens of 1, 2 and 3 device pixels to the CSS pixel (`srcset` with densities). */
export function photoDensities(image: string, size: number) {
  if (!isPhotoKey(image)) return undefined;
  return [1, 2, 3].map((density) => `${storageUrl(image, widthFor(size * density))} ${density}x`).join(', ');
}

/**
 * An image from storage with its real size as attributes, so the browser reserves its box before the
 * bytes arrive (no layout shift); it scales to the width it is given.
 */
export function StoredImage({ image, width, height, alt, priority = false, sizes = '100vw', ...props }: StoredImageProps) {
  const srcSet = photoSrcSet(image, width);
  return (
    <Image
      src={storageUrl(image, srcSet ? widthFor(Math.min(width, 768)) : undefined)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
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
      src={storageUrl(image, widthFor(size))}
      srcSet={photoDensities(image, size)}
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
