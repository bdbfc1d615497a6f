// shared-ui/image-field: a form's picture (a member's photo, a partner's logo, an event's poster, speakers, sponsors
// and photos). It uploads through shared-api, which the lazily loaded entries may not import, so it is an entry of
// its own that is not shared: the remote whose form takes a picture bundles it, as it bundles `shared-api/uploads`
// (decision 013), and no first view pays for it. It imports shared-ui, shared-ui/forms and shared-api by name, never
// a file of this package by path: that would bundle a second copy of Chakra and the router into the remote.
import { lazy, Suspense, useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { IMAGE_ACCEPT, IMAGE_HINT, useImageUpload } from 'shared-api/uploads';
import { messageScope, Box, Button, chakra, Flex, Image, notifyFailure, Spinner, Stack, Text } from 'shared-ui';
import { useField, useFormikContext } from 'shared-ui/forms';

// A remote bundles this file rather than sharing it: its messages are read from the shell's shared-ui, through
// `shared-ui` itself, not from a copy of the message runtime of its own (docs/decisions/032).
const { i18n } = messageScope('shared-ui');

// Only a form that crops loads the crop dialog, and only once a file is chosen.
const CropDialog = lazy(() => import('./image-crop'));

/** How the picture is shown beside its file input: a round photo, a logo in its wide box, or a small picture. */
const LOOKS = {
  photo: {
    row: { gap: '5', align: 'center' },
    frame: { boxSize: '28', borderRadius: 'full', overflow: 'hidden' },
    image: { boxSize: 'full', objectFit: 'cover' },
    column: { gap: '1.5' },
    hint: 'sm',
  },
  logo: {
    row: { gap: '4', align: { base: 'start', sm: 'center' } },
    frame: { h: '16', w: '40', borderRadius: 'l2', display: 'flex', alignItems: 'center', justifyContent: 'center' },
    image: { maxH: '14', maxW: '36', objectFit: 'contain' },
    column: { gap: '1.5' },
    hint: 'sm',
  },
  picture: {
    row: { gap: '3', align: { base: 'start', sm: 'center' } },
    frame: { h: '16', w: '24', borderRadius: 'l2', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' },
    image: { maxH: '16', maxW: '24', objectFit: 'contain' },
    column: { gap: '1', minW: '0' },
    hint: 'xs',
  },
} as const;

export interface ImageFieldProps {
  /** The formik field: the stored picture's key, or null (empty). */
  name: string;
  label: string;
  /** A required picture shows the required mark and cannot be removed. */
  required?: boolean;
  look?: keyof typeof LOOKS;
  /** What the picture shows, for those who cannot see it ('' when it is decoration). */
  alt?: string;
  /** Shown in the empty box; null leaves it blank (a photo's round frame). */
  empty?: string | null;
  /** The spinner's name while the file uploads. */
  uploadingLabel?: string;
  /** A sentence after the type and size hint. */
  hint?: string;
  /** The button that empties an optional field; null for none. */
  removeLabel?: string | null;
  /** The field counts as visited once a file was chosen: its rules' message shows without waiting for Submit. */
  touchOnChoose?: boolean;
  /**
   * Crops a chosen picture to a frame of this aspect (width / height: 1 for a square portrait) in a dialog before it
   * uploads; what uploads is the cropped copy (a PNG stays a PNG, anything else is a JPEG). Without it the file
   * uploads as chosen.
   */
  crop?: { aspect: number };
}

/**
 * A picture of a form: checked in the browser (the size and type messages), uploaded at once, shown from memory
 * meanwhile, kept as the upload's key (the formik value). A refused upload is the Error notification.
 */
export function ImageField({ name, label, required = false, look = 'picture', alt = '', empty = i18n._(msg`No picture`), uploadingLabel = i18n._(msg`Uploading`), hint, removeLabel = i18n._(msg`Remove the picture`), touchOnChoose = false, crop }: ImageFieldProps) {
  const inputId = useId();
  const labelId = useId();
  const [field, meta, helpers] = useField<string | null>(name);
  const { submitCount } = useFormikContext();
  const { shown, problem, uploading, choose, check, send } = useImageUpload(field.value, (key) => helpers.setValue(key), notifyFailure);
  const [cropping, setCropping] = useState<File | null>(null);
  const error = problem ?? ((meta.touched || submitCount > 0) && meta.error ? i18n.text(meta.error) : null);
  const busy = uploading || Boolean(cropping);
  const { row, frame, image, column, hint: hintSize } = LOOKS[look];
  return (
    <Flex {...row} direction={{ base: 'column', sm: 'row' }}>
      <Box {...frame} borderWidth="1px" bg="bg.muted" position="relative" flexShrink={0}>
        {shown ? (
          <Image src={shown} alt={alt} {...image} />
        ) : (
          empty && (
            <Text fontSize="xs" color="fg.muted">
              {empty}
            </Text>
          )
        )}
        {uploading && <Spinner position="absolute" inset="0" m="auto" aria-label={uploadingLabel} />}
      </Box>
      <Stack {...column} width="full">
        <chakra.label id={labelId} htmlFor={inputId} fontWeight="medium" fontSize="sm">
          {label}
          {required && <chakra.span color="fg.error" aria-hidden="true"> *</chakra.span>}
        </chakra.label>
        {/* The browser's own file button says "No file chosen" beside a picture that is there (a saved one, or one
            uploaded and emptied from the input): the input is hidden in a button of ours that says what it does. */}
        <Button
          asChild
          size="sm"
          variant="outline"
          alignSelf="start"
          position="relative"
          cursor="pointer"
          {...(busy && { opacity: 0.5, pointerEvents: 'none' })}
          _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <label>
            <chakra.input
              id={inputId}
              // Named by the field's label only, not by the button's words around it.
              aria-labelledby={labelId}
              // The form's error summary finds the picture's input by its field (forms.tsx, ErrorSummary).
              data-field={name}
              type="file"
              accept={IMAGE_ACCEPT}
              srOnly
              onChange={async (e) => {
                if (crop) {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file && check(file)) setCropping(file);
                  return;
                }
                await choose(e);
                if (touchOnChoose) void helpers.setTouched(true, false);
              }}
              disabled={busy}
              aria-invalid={Boolean(error)}
            />
            {shown ? i18n._(msg`Choose another picture`) : i18n._(msg`Choose a picture`)}
          </label>
        </Button>
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : (
          <Text color="fg.muted" fontSize={hintSize}>
            {i18n.text(IMAGE_HINT)}
            {hint && ` ${hint}`}
          </Text>
        )}
        {removeLabel && field.value && !uploading && !required && (
          <Button size="xs" variant="ghost" alignSelf="start" onClick={() => void helpers.setValue(null)}>
            {removeLabel}
          </Button>
        )}
      </Stack>
      {crop && cropping && (
        <Suspense fallback={<Spinner position="fixed" inset="0" m="auto" aria-label={i18n._(msg`Opening the picture`)} />}>
          <CropDialog
            file={cropping}
            aspect={crop.aspect}
            onCancel={() => setCropping(null)}
            onCrop={async (file) => {
              setCropping(null);
              await send(file);
              if (touchOnChoose) void helpers.setTouched(true, false);
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
