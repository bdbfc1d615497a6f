// The one place QR codes are read from pixels: the browser's own BarcodeDetector where it reads QR codes (Chrome on
// Android), else jsQR, fetched only then, so no page but this one (and no browser that reads QR codes itself) pays
// for it. jsQR is a plain function over pixels: it needs no worker, so the site's script policy stays as it is.

type Frame = HTMLVideoElement | HTMLCanvasElement | HTMLImageElement | ImageBitmap;
/** The text of the QR code in a frame, or null when none is seen. */
export type QrReader = (frame: Frame) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: Frame): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

/** A camera frame is read at most this wide or high: a QR held up at the door stays sharp enough, and phones keep up. */
const FRAME_SIDE = 720;
/** A photo is read at this size first, then larger: a phone's 12-megapixel picture is slow to read whole. */
const PHOTO_SIDES = [1024, 2048];

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    // Some browsers have the class but no QR support (desktop Chrome on Linux): they answer an empty list.
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame)).find((code) => code.rawValue)?.rawValue ?? null;
  } catch {
    return null;
  }
}

const sizeOf = (frame: Frame) =>
  frame instanceof HTMLVideoElement ? [frame.videoWidth, frame.videoHeight] : frame instanceof HTMLImageElement ? [frame.naturalWidth, frame.naturalHeight] : [frame.width, frame.height];

async function jsqrReader(side: number, inversion: 'dontInvert' | 'attemptBoth'): Promise<QrReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (frame) => {
    const [width, height] = sizeOf(frame);
    if (!context || !width || !height) return null;
    const scale = Math.min(1, side / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(frame, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(data, canvas.width, canvas.height, { inversionAttempts: inversion })?.data || null;
  };
}

/** A reader for camera frames, made once per camera session. */
export async function frameReader(): Promise<QrReader> {
  // Printed tickets and ticket screens are dark on light: looking for inverted codes too would halve the frames read.
  return (await nativeReader()) ?? jsqrReader(FRAME_SIDE, 'dontInvert');
}

async function loadImage(file: Blob): Promise<Frame> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The text of the QR code in a photo, or null when none is found (or the file is not a picture). */
export async function readQrPhoto(file: Blob): Promise<string | null> {
  let image: Frame;
  try {
    image = await loadImage(file);
  } catch {
    return null;
  }
  try {
    const native = await nativeReader();
    if (native) {
      const found = await native(image).catch(() => null);
      if (found) return found;
    }
    for (const side of PHOTO_SIDES) {
      const found = await (await jsqrReader(side, 'attemptBoth'))(image);
      if (found) return found;
      if (Math.max(...sizeOf(image)) <= side) break;
    }
    return null;
  } finally {
    // A 12-megapixel picture held in memory until collected would weigh on a phone scanning one after another.
    if ('close' in image) image.close();
  }
}

/** The QR reader fetched ahead, so a phone prepared for offline use has it with no network. */
export async function preloadQrReader(): Promise<void> {
  await import('jsqr');
}
