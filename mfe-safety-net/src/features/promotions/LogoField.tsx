import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { storageUrl, uploadImage } from 'shared-api';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, messages } from 'shared-api/validation';
import { Box, Button, chakra, Flex, Image, notifyFailure, Spinner, Stack, Text } from 'shared-ui';
import { useField } from 'shared-ui/forms';

const accepted: readonly string[] = IMAGE_MIME_TYPES;

/** The partner's logo: uploaded at once (its bytes are checked by the server), kept as the upload's key. */
export function LogoField() {
  const inputId = useId();
  const [field, meta, helpers] = useField<string | null>('company_logo');
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = !accepted.includes(file.type) ? messages.uploadType : file.size > IMAGE_MAX_BYTES ? messages.uploadSize : null;
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
    }
  };

  const shown = preview ?? (field.value ? storageUrl(field.value) : null);
  const error = problem ?? meta.error ?? null;
  return (
    <Flex gap="4" align={{ base: 'start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
      <Box h="16" w="40" borderWidth="1px" borderRadius="l2" bg="bg.muted" position="relative" flexShrink={0} display="flex" alignItems="center" justifyContent="center">
        {shown ? <Image src={shown} alt="The company's logo" maxH="14" maxW="36" objectFit="contain" /> : <Text fontSize="xs" color="fg.muted">No logo</Text>}
        {uploading && <Spinner position="absolute" inset="0" m="auto" aria-label="Uploading the logo" />}
      </Box>
      <Stack gap="1.5" width="full">
        <chakra.label htmlFor={inputId} fontWeight="medium" fontSize="sm">
          Company logo
        </chakra.label>
        <chakra.input id={inputId} type="file" accept={accepted.join(',')} onChange={choose} disabled={uploading} fontSize="sm" aria-invalid={Boolean(error)} />
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            JPG or PNG, up to {IMAGE_MAX_BYTES / (1024 * 1024)} MB. It shows in a 160 × 64 box.
          </Text>
        )}
        {field.value && !uploading && (
          <Button size="xs" variant="ghost" alignSelf="start" onClick={() => void helpers.setValue(null)}>
            Remove the logo
          </Button>
        )}
      </Stack>
    </Flex>
  );
}
