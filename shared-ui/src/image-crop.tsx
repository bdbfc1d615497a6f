// shared-ui/image-crop: the dialog in which a chosen picture is moved and zoomed inside its frame (a square portrait,
// a partner's logo box) before it uploads. Loaded by shared-ui/image-field only when a form crops and a file was
// chosen, so no other form pays for it. Like image-field it takes shared-ui's entries by name, never by path.
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { messageScope, Box, chakra, HStack, Stack } from 'shared-ui';
import { SimpleDialog } from 'shared-ui/overlays';

// A remote bundles this file rather than sharing it: its messages are read from the shell's shared-ui, through
// `shared-ui` itself, not from a copy of the message runtime of its own (docs/decisions/032).
const { i18n } = messageScope('shared-ui');

/** The widest side of a cropped picture: the largest copy the server keeps (IMAGE_WIDTHS), so nothing is lost. */
const MAX_SIDE = 1280;
const MAX_ZOOM = 4;
/** The stored picture's limit; a cropped PNG photo over it is sent as a JPEG instead. */
const MAX_BYTES = 2 * 1024 * 1024;

/** Where the frame looks: the centre in the picture's own pixels, and how far it is zoomed in (1 = the whole frame filled). */
export interface CropView {
  x: number;
  y: number;
  zoom: number;
}

/** The part of the picture inside the frame, in the picture's own pixels. */
export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The frame's size in the picture's pixels: at zoom 1 the largest box of the frame's aspect that fits the picture. */
function frameSize(natural: { width: number; height: number }, aspect: number, zoom: number) {
  const width = Math.min(natural.width, natural.height * aspect) / zoom;
  return { width, height: width / aspect };
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** A view kept inside the picture: the frame never shows past its edges, and zoom stays between 1 and 4. */
export function keepInside(natural: { width: number; height: number }, aspect: number, view: CropView): CropView {
  const zoom = clamp(view.zoom, 1, MAX_ZOOM);
  const frame = frameSize(natural, aspect, zoom);
  return {
    zoom,
    x: clamp(view.x, frame.width / 2, natural.width - frame.width / 2),
    y: clamp(view.y, frame.height / 2, natural.height - frame.height / 2),
  };
}

/** The rectangle of the picture that the view frames. */
export function cropRect(natural: { width: number; height: number }, aspect: number, view: CropView): CropRect {
  const frame = frameSize(natural, aspect, view.zoom);
  return { left: view.x - frame.width / 2, top: view.y - frame.height / 2, ...frame };
}

/** Said when the browser cannot draw the cropped copy. */
const notCropped = () => i18n._(msg`The picture could not be cropped.`);

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(notCropped()))), type, 0.9));

/** Draws the framed part at up to MAX_SIDE pixels and names it after the chosen file (a PNG stays a PNG). */
export async function cropToFile(image: HTMLImageElement, file: File, rect: CropRect): Promise<File> {
  const scale = Math.min(1, MAX_SIDE / Math.max(rect.width, rect.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(rect.width * scale));
  canvas.height = Math.max(1, Math.round(rect.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error(notCropped());
  const draw = () => context.drawImage(image, rect.left, rect.top, rect.width, rect.height, 0, 0, canvas.width, canvas.height);
  draw();
  let type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  let blob = await toBlob(canvas, type);
  if (type === 'image/png' && blob.size > MAX_BYTES) {
    // A photo saved as PNG: JPEG has no transparency, so it gets a white ground.
    type = 'image/jpeg';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    draw();
    blob = await toBlob(canvas, type);
  }
  const name = file.name.replace(/\.[^.]*$/, '') + (type === 'image/png' ? '.png' : '.jpg');
  return new File([blob], name, { type });
}

export interface CropDialogProps {
  file: File;
  /** The frame's width divided by its height. */
  aspect: number;
  /** The cropped copy, which is what uploads. */
  onCrop(file: File): void;
  onCancel(): void;
}

/** Keys of the frame: arrows move by a step of the frame (Shift: five), + and − zoom, 0 shows the whole picture again. */
function nextView(key: string, shift: boolean, view: CropView, frame: { width: number; height: number }): CropView | null {
  const step = shift ? 0.1 : 0.02;
  switch (key) {
    case 'ArrowLeft':
      return { ...view, x: view.x - frame.width * step };
    case 'ArrowRight':
      return { ...view, x: view.x + frame.width * step };
    case 'ArrowUp':
      return { ...view, y: view.y - frame.height * step };
    case 'ArrowDown':
      return { ...view, y: view.y + frame.height * step };
    case '+':
    case '=':
      return { ...view, zoom: view.zoom + 0.1 };
    case '-':
    case '_':
      return { ...view, zoom: view.zoom - 0.1 };
    case '0':
      return { ...view, zoom: 1 };
    default:
      return null;
  }
}

/** The crop dialog: the picture in a frame of the given aspect, dragged or moved by keys, zoomed by a slider or keys. */
export default function CropDialog({ file, aspect, onCrop, onCancel }: CropDialogProps) {
  const [url] = useState(() => URL.createObjectURL(file));
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [view, setView] = useState<CropView>({ x: 0, y: 0, zoom: 1 });
  const image = useRef<HTMLImageElement>(null);
  const zoomId = useId();
  const drag = useRef<{ pointer: number; clientX: number; clientY: number } | null>(null);

  const update = (next: CropView) => natural && setView(keepInside(natural, aspect, next));
  const rect = natural ? cropRect(natural, aspect, view) : null;

  const loaded = () => {
    const img = image.current;
    if (!img?.naturalWidth || !img.naturalHeight) return;
    const size = { width: img.naturalWidth, height: img.naturalHeight };
    setNatural(size);
    setView(keepInside(size, aspect, { x: size.width / 2, y: size.height / 2, zoom: 1 }));
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { pointer: e.pointerId, clientX: e.clientX, clientY: e.clientY };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from || from.pointer !== e.pointerId || !rect) return;
    // Screen pixels to picture pixels: the frame's width on screen shows rect.width of the picture.
    const perPixel = rect.width / (e.currentTarget.getBoundingClientRect().width || 1);
    drag.current = { ...from, clientX: e.clientX, clientY: e.clientY };
    update({ ...view, x: view.x - (e.clientX - from.clientX) * perPixel, y: view.y - (e.clientY - from.clientY) * perPixel });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!rect) return;
    const next = nextView(e.key, e.shiftKey, view, rect);
    if (!next) return;
    e.preventDefault();
    update(next);
  };

  const crop = async () => {
    if (!image.current || !rect) throw new Error(i18n._(msg`The picture is still loading.`));
    const cropped = await cropToFile(image.current, file, rect);
    URL.revokeObjectURL(url);
    onCrop(cropped);
  };
  const cancel = () => {
    URL.revokeObjectURL(url);
    onCancel();
  };

  return (
    <SimpleDialog
      title={i18n._(msg`Crop the picture`)}
      description={i18n._(msg`Drag the picture, or use the arrow keys, to place it in the frame; zoom with the slider or the + and − keys.`)}
      onClose={cancel}
      size={{ base: 'full', sm: 'md' }}
      confirm={{ label: i18n._(msg`Use this picture`), action: crop, describeFailure: (error) => (error instanceof Error ? error.message : notCropped()) }}
    >
      <Stack gap="4" align="center">
        <Box
          role="group"
          aria-label={i18n._(msg`The picture in its frame`)}
          aria-roledescription={i18n._(msg`crop frame`)}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          position="relative"
          overflow="hidden"
          width="full"
          maxW={`${Math.round(Math.min(420, 320 * aspect))}px`}
          aspectRatio={aspect}
          bg="bg.muted"
          borderWidth="1px"
          cursor={natural ? 'grab' : 'progress'}
          touchAction="none"
          userSelect="none"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <chakra.img
            ref={image}
            src={url}
            alt={i18n._(msg`The chosen picture`)}
            draggable={false}
            onLoad={loaded}
            position="absolute"
            maxW="none"
            pointerEvents="none"
            visibility={natural ? 'visible' : 'hidden'}
            style={
              natural && rect
                ? {
                    width: `${(natural.width / rect.width) * 100}%`,
                    height: `${(natural.height / rect.height) * 100}%`,
                    left: `${(-rect.left / rect.width) * 100}%`,
                    top: `${(-rect.top / rect.height) * 100}%`,
                  }
                : undefined
            }
          />
        </Box>
        <HStack width="full" maxW="sm" gap="3">
          <chakra.label htmlFor={zoomId} fontSize="sm" fontWeight="medium">
            {i18n._(msg`Zoom`)}
          </chakra.label>
          <chakra.input
            id={zoomId}
            type="range"
            min={1}
            max={MAX_ZOOM}
            step={0.05}
            value={view.zoom}
            disabled={!natural}
            onChange={(e) => update({ ...view, zoom: Number(e.target.value) })}
            flex="1"
            accentColor="brand.solid"
          />
        </HStack>
      </Stack>
    </SimpleDialog>
  );
}
