import { useId } from 'react';
import { IMAGE_ACCEPT, IMAGE_HINT, useImageUpload } from 'shared-api/uploads';
import { Box, chakra, Flex, Image, notifyFailure, Spinner, Stack, Text } from 'shared-ui';
import { useField, useFormikContext } from 'shared-ui/forms';

export function AvatarField() {
  const inputId = useId();
  const [field, meta, helpers] = useField<string>('avatar');
  const { submitCount } = useFormikContext();
  const { shown, problem, uploading, choose } = useImageUpload(field.value, (key) => helpers.setValue(key), notifyFailure);
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
        <chakra.input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={async (e) => {
            await choose(e);
            void helpers.setTouched(true, false);
          }}
          disabled={uploading}
          fontSize="sm"
          aria-invalid={Boolean(error)}
        />
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {IMAGE_HINT}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}
