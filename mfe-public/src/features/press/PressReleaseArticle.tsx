import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatFileSize, storageUrl } from 'shared-api';
import { Box, Button, formatDate, Heading, Link, List, SafeHtml, StoredImage, Text } from 'shared-ui';
import type { PressRelease } from './shapes';

/** The file's name without a "(PDF)" an editor may have added: the label says the format and size itself. */
const downloadName = (name: string) => name.replace(/\s*\(pdf\)\s*$/i, '');

/** A press release as visitors read it: date, title, picture, text, who issued it and its PDFs. Staff preview it too. */
export function PressReleaseArticle({ release }: { release: PressRelease }) {
  const published = formatDate(release.created_at);
  return (
    <>
      <Text color="fg.muted" mb="2">
        <Trans>
          Published <time dateTime={release.created_at}>{published}</time>
        </Trans>
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="1.25" mb="6">
        {release.title}
      </Heading>
      <StoredImage image={release.featured_image} width={release.featured_image_width} height={release.featured_image_height} alt="" priority borderRadius="l3" mb="8" />
      <SafeHtml html={release.content} />
      <Text fontSize="sm" color="fg.muted" mt="6">
        {release.name}
      </Text>
      {release.pdf.length > 0 && (
        <Box as="section" aria-labelledby="downloads" mt="8" p="5" bg="bg.subtle" borderRadius="l3">
          <Heading as="h2" id="downloads" size="md" mb="3">
            <Trans>Downloads</Trans>
          </Heading>
          <List.Root gap="2" listStyleType="none">
            {release.pdf.map((file) => {
              const name = downloadName(file.name);
              const size = formatFileSize(file.bytes);
              return (
                <List.Item key={file.download_link}>
                  <Button asChild variant="outline" colorPalette="brand" size="sm" whiteSpace="normal" h="auto" minH="9" py="1.5" textAlign="start" maxW="full">
                    <Link href={storageUrl(file.download_link)} download>
                      {t`${name} (PDF, ${size})`}
                    </Link>
                  </Button>
                </List.Item>
              );
            })}
          </List.Root>
        </Box>
      )}
    </>
  );
}
