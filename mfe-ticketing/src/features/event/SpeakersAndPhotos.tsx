import { t } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import type { EventDetail } from 'shared-api';
import { Box, Button, Heading, HStack, Link, MemberPhoto, SimpleGrid, Stack, StoredImage, Text, VisuallyHidden } from 'shared-ui';
import { Tabs } from 'shared-ui/disclosure';

const Lightbox = lazy(() => import('./Lightbox'));

/** The Speakers tab and the Photos gallery (a photo opens in a lightbox, loaded only then). */
export default function SpeakersAndPhotos({ event }: { event: Pick<EventDetail, 'speakers' | 'gallery'> }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    // Its own id: hydrated as an island, React would number it apart from the page the server drew, and each tab would
    // name a panel that is not there (aria-controls).
    <Tabs.Root id="event-media" defaultValue="speakers" variant="line" lazyMount={false}>
      <Tabs.List>
        <Tabs.Trigger value="speakers">{t`Speakers`}</Tabs.Trigger>
        <Tabs.Trigger value="photos">{t`Photos`}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="speakers">
        {/* The tab names the panel for sight; the heading gives the speakers' names (h3) their place under the page's h1. */}
        <VisuallyHidden as="h2">{t`Speakers`}</VisuallyHidden>
        {event.speakers.length === 0 ? (
          <Text color="fg.muted">{t`The speakers will be announced soon.`}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {event.speakers.map((s) => (
              <HStack key={s.name} gap="3" align="start">
                {s.picture && <MemberPhoto image={s.picture} size={64} alt="" />}
                <Box>
                  <Heading as="h3" size="sm">
                    {s.linkedin ? (
                      <Link href={s.linkedin} target="_blank" rel="noopener noreferrer">
                        {s.name}
                      </Link>
                    ) : (
                      s.name
                    )}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {[s.position, s.company].filter(Boolean).join(', ')}
                  </Text>
                </Box>
              </HStack>
            ))}
          </SimpleGrid>
        )}
      </Tabs.Content>
      <Tabs.Content value="photos">
        {event.gallery.length === 0 ? (
          <Text color="fg.muted">{t`Photos will be added after the event.`}</Text>
        ) : (
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
            {event.gallery.map((photo, i) => {
              const caption = photo.caption || i + 1;
              return (
              <Button key={photo.image} variant="plain" p="0" h="auto" onClick={() => setOpen(i)} aria-label={t`Open photo: ${caption}`}>
                <Stack gap="1" w="full">
                  <StoredImage image={photo.image} width={1200} height={630} alt="" borderRadius="l2" sizes="(min-width: 48em) 33vw, 50vw" />
                </Stack>
              </Button>
              );
            })}
          </SimpleGrid>
        )}
        {open !== null && (
          <Suspense fallback={null}>
            <Lightbox photos={event.gallery} start={open} onClose={() => setOpen(null)} />
          </Suspense>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
