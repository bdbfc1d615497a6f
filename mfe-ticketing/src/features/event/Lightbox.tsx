import { useState } from 'react';
import type { EventPhoto } from 'shared-api';
import { Button, CloseButton, HStack, StoredImage, Text } from 'shared-ui';
import { Dialog, Portal } from 'shared-ui/overlays';

/** The gallery's lightbox: one photo at a time, with Previous and Next. */
export default function Lightbox({ photos, start, onClose }: { photos: EventPhoto[]; start: number; onClose(): void }) {
  const [index, setIndex] = useState(start);
  const photo = photos[index];
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', md: 'xl' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{photo.caption || `Photo ${index + 1}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <StoredImage image={photo.image} width={1200} height={630} alt={photo.caption} priority />
              <HStack justify="space-between" mt="4">
                <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                  Previous
                </Button>
                <Text color="fg.muted" fontSize="sm">
                  {index + 1} of {photos.length}
                </Text>
                <Button variant="outline" disabled={index === photos.length - 1} onClick={() => setIndex(index + 1)}>
                  Next
                </Button>
              </HStack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
