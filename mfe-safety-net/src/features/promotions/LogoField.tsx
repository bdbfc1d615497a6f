import { useId } from 'react';
import { IMAGE_ACCEPT, IMAGE_HINT, useImageUpload } from 'shared-api/uploads';
import { Box, Button, chakra, Flex, Image, notifyFailure, Spinner, Stack, Text } from 'shared-ui';
import { useField } from 'shared-ui/forms';

/** The partner's logo: uploaded at once (its bytes are checked by the server), kept as the upload's key. */
export function LogoField() {
  const inputId = useId();
  const [field, meta, helpers] = useField<string | null>('company_logo');
  const { shown, problem, uploading, choose } = useImageUpload(field.value, (key) => helpers.setValue(key), notifyFailure);
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
        <chakra.input id={inputId} type="file" accept={IMAGE_ACCEPT} onChange={choose} disabled={uploading} fontSize="sm" aria-invalid={Boolean(error)} />
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {IMAGE_HINT} It shows in a 160 × 64 box.
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
