import { useId } from 'react';
import { IMAGE_ACCEPT, IMAGE_HINT, useImageUpload } from 'shared-api/uploads';
import { Box, Button, chakra, Flex, Image, notifyFailure, Spinner, Stack, Text } from 'shared-ui';
import { useField, useFormikContext } from 'shared-ui/forms';

/** A picture of the event's form (poster, speaker, sponsor logo, photo): uploaded at once, kept as the upload's key. */
export function ImageField({ name, label, required = false }: { name: string; label: string; required?: boolean }) {
  const inputId = useId();
  const [field, meta, helpers] = useField<string | null>(name);
  const { submitCount } = useFormikContext();
  const { shown, problem, uploading, choose } = useImageUpload(field.value, (key) => helpers.setValue(key), notifyFailure);
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
        <chakra.input id={inputId} type="file" accept={IMAGE_ACCEPT} onChange={choose} disabled={uploading} fontSize="sm" aria-invalid={Boolean(error)} />
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : (
          <Text color="fg.muted" fontSize="xs">
            {IMAGE_HINT}
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
