import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, StoredImage, Text } from 'shared-ui';
import type { Publication } from './shapes';

/** A publication as the Publications page lists it: picture, kind, title, summary and Download. Staff preview it too. */
export function PublicationCard({ publication: p, onDownload }: { publication: Publication; onDownload?(): void }) {
  const title = p.title;
  return (
    <Card.Root as="article" variant="outline" overflow="hidden">
      <StoredImage image={p.featured_image} width={p.featured_image_width} height={p.featured_image_height} alt="" />
      <Card.Body gap="2">
        <Text fontSize="sm" color="brand.fg" fontWeight="semibold">
          {p.name}
        </Text>
        <Card.Title as="h2" fontSize="lg">
          {p.title}
        </Card.Title>
        <Text color="fg.muted">{p.excerpt}</Text>
      </Card.Body>
      <Card.Footer>
        <Button colorPalette="brand" onClick={onDownload} aria-label={t`Download ${title}`}>
          <Trans>Download</Trans>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
