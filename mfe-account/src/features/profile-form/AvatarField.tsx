import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { storageUrl, uploadImage } from 'shared-api';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, messages } from 'shared-api/validation';
import { Box, chakra, Flex, Image, notifyFailure, Spinner, Stack, Text } from 'shared-ui';
import { useField, useFormikContext } from 'shared-ui/forms';

const accepted: readonly string[] = IMAGE_MIME_TYPES;
const maxMegabytes = IMAGE_MAX_BYTES / (1024 * 1024);

/** Checked in the browser first, so a wrong file never travels to the server. */
function problemWith(file: File): string | null {
  if (!accepted.includes(file.type)) return messages.uploadType;
  if (file.size > IMAGE_MAX_BYTES) return messages.uploadSize;
  return null;
}

export function AvatarField() {
  const inputId = useId();
  const [field, meta, helpers] = useField<string>('avatar');
  const { submitCount } = useFormikContext();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  // An object URL holds the file in memory until it is revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = problemWith(file);
    setProblem(found);
    if (found) return;
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const { data } = await uploadImage(file);
      await helpers.setValue(data);
    } catch (error) {
      setPreview(null);
      notifyFailure(error);
    } finally {
      setUploading(false);
      void helpers.setTouched(true, false);
    }
  };

  const shown = preview ?? (field.value ? storageUrl(field.value) : null);
  const error = problem ?? ((meta.touched || submitCount > 0) && meta.error ? meta.error : null);
  return (
    <Flex gap="5" align="center" direction={{ base: 'column', sm: 'row' }}>
      <Box boxSize="28" borderRadius="full" overflow="hidden" bg="bg.muted" borderWidth="1px" flexShrink={0} position="relative">
        {shown && <Image src={shown} alt="Your profile picture" boxSize="full" objectFit="cover" />}
        {uploading && <Spinner position="absolute" inset="0" m="auto" aria-label="Uploading your picture" />}
      </Box>
      <Stack gap="1.5" width="full">
        <chakra.label htmlFor={inputId} fontWeight="medium" fontSize="sm">
          Profile picture
          <chakra.span color="fg.error" aria-hidden="true"> *</chakra.span>
        </chakra.label>
        <chakra.input id={inputId} type="file" accept={accepted.join(',')} onChange={choose} disabled={uploading} fontSize="sm" aria-invalid={Boolean(error)} />
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            JPG or PNG, up to {maxMegabytes} MB.
          </Text>
        )}
      </Stack>
    </Flex>
  );
}
