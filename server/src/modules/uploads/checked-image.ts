// An uploaded picture is decoded in full and encoded again before it is stored, so what is kept (and shown to
// everyone, an avatar in the public directory) is a picture that opens: not a header with no image in it, not a file
// cut short, not a small file that decodes to gigapixels. The new copy has the camera's orientation applied and
// carries none of the original's metadata (EXIF with its GPS position, comments, thumbnails).
import sharp from 'sharp';
import { invalidField } from '../../lib/domain-errors.js';

const LARGEST = { width: 8192, height: 6144 };
/**
 * The most pixels an uploaded picture may have (50.3 megapixels): a 50-megapixel phone photo at full resolution
 * (8160 × 6144) fits. Decoded, that is about 150 MB (200 MB with transparency). Real photos this large are over the
 * 2 MB upload limit anyway; the limit is for small files that claim huge sizes.
 */
export const IMAGE_MAX_PIXELS = LARGEST.width * LARGEST.height;

export type UploadedImageType = 'image/jpeg' | 'image/png';

const formatOf: Record<UploadedImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

const DAMAGED = 'This picture is damaged or incomplete and cannot be opened. Please choose another picture.';
const tooManyPixels = (width: number, height: number) =>
  `This picture is too large: ${width} × ${height} pixels. Please choose a picture of at most ${Math.floor(IMAGE_MAX_PIXELS / 1_000_000)} megapixels, such as ${LARGEST.width} × ${LARGEST.height} pixels.`;

/**
 * The picture decoded (at most IMAGE_MAX_PIXELS) and encoded again in its own format, upright and without metadata.
 * Refuses (422, field `image`) a picture that does not decode in full or has too many pixels.
 */
export async function reencodedImage(bytes: Buffer, type: UploadedImageType): Promise<Buffer> {
  // The header alone, to tell a picture that is too large from a damaged one; nothing is decoded yet.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header || header.format !== formatOf[type] || !header.width || !header.height) throw invalidField('image', DAMAGED);
  if (header.width * header.height > IMAGE_MAX_PIXELS) throw invalidField('image', tooManyPixels(header.width, header.height));
  // `failOn: 'error'`: a file cut short or with broken image data is refused; a camera's harmless quirks are not.
  const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).autoOrient();
  const encoded =
    type === 'image/jpeg'
      ? // Quality 90, as browsers save a cropped picture. Not mozjpeg: a quarter smaller, but five times as slow (2 s for a phone photo).
        image.jpeg({ quality: 90 })
      : // A palette PNG (a logo, a chart) stays one, with the same colours: as full colour it would be larger.
        image.png(header.isPalette ? { palette: true, colours: 256, quality: 100, dither: 0 } : {});
  try {
    return await encoded.toBuffer();
  } catch {
    throw invalidField('image', DAMAGED);
  }
}
