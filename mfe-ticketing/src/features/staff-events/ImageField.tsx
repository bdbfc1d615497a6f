import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { storageUrl, uploadImage } from 'shared-api';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, messages } from 'shared-api/validation';
import { Box, Button, chakra, Flex, Image, notifyFailure, Spinner, Stack, Text } from 'shared-ui';
import { useField, useFormikContext } from 'shared-ui/forms';

const accepted: readonly string[] = IMAGE_MIME_TYPES;

/** A picture of the event's form (poster, speaker, sponsor logo, photo): uploaded at once, kept as the upload's key. */
export function ImageField({ name, label, required = false }: { name: string; label: string; required?: boolean }) {
  const inputId = useId();
  const [field, meta, helpers] = useField<string | null>(name);
  const { submitCount } = useFormikContext();
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
      await helpers.setValue((await uploadImage(file)).data);
    } catch (error) {
      setPreview(null);
      notifyFailure(error);
    } finally {
      setUploading(false);
    }
  };

  const shown = preview ?? (field.value ? storageUrl(field.value) : null);
  const error = problem ?? ((meta.touched || submitCount > 0) && meta.error ? meta.error : null);
  return (
    <Flex gap="3" align={{ base: 'start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
      <Box h="16" w="24" borderWidth="1px" borderRadius="l2" bg="bg.muted" position="relative" flexShrink={0} display="flex" alignItems="center" justifyContent="center" overflow="hidden">
        {shown ? <Image src={shown} alt="" maxH="16" maxW="24" objectFit="contain" /> : <Text fontSize="xs" color="fg.muted">No picture</Text>}
        {uploading && <Spinner position="absolute" inset="0" m="auto" aria-label="Uploading" />}
      </Box>
      <Stack gap="1" width="full" minW="0">
        <chakra.label htmlFor={inputId} fontWeight="medium" fontSize="sm">
          {label}
          {required && <chakra.span color="fg.error" aria-hidden="true"> *</chakra.span>}
        </chakra.label>
        <chakra.input id={inputId} type="file" accept={accepted.join(',')} onChange={choose} disabled={uploading} fontSize="sm" aria-invalid={Boolean(error)} />
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : (
          <Text color="fg.muted" fontSize="xs">
            JPG or PNG, up to {IMAGE_MAX_BYTES / (1024 * 1024)} MB.
          </Text>
        )}
        {field.value && !uploading && !required && (
          <Button size="xs" variant="ghost" alignSelf="start" onClick={() => void helpers.setValue(null)}>
            Remove the picture
          </Button>
        )}
      </Stack>
    </Flex>
  );
}
