import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { EventPhoto } from 'shared-api';
import { Button, HStack, StoredImage, Text } from 'shared-ui';
import { SimpleDialog } from 'shared-ui/overlays';

/** The gallery's lightbox: one photo at a time, with Previous and Next. */
export default function Lightbox({ photos, start, onClose }: { photos: EventPhoto[]; start: number; onClose(): void }) {
  const [index, setIndex] = useState(start);
  const photo = photos[index];
  const number = index + 1;
  const total = photos.length;
  return (
    <SimpleDialog title={photo.caption || t`Photo ${number}`} onClose={onClose} size={{ base: 'full', md: 'xl' }}>
      <StoredImage image={photo.image} width={1200} height={630} alt={photo.caption} priority />
      <HStack justify="space-between" mt="4">
        <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t`Previous`}
        </Button>
        <Text color="fg.muted" fontSize="sm">
          {t`${number} of ${total}`}
        </Text>
        <Button variant="outline" disabled={index === photos.length - 1} onClick={() => setIndex(index + 1)}>
          {t`Next`}
        </Button>
      </HStack>
    </SimpleDialog>
  );
}
