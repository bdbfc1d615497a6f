import { defineQuery, formatFileSize, storageUrl, useRead } from 'shared-api';
import { contentKeys, getPressRelease } from 'shared-api/content';
import { Box, Button, Container, formatDate, Heading, Link, List, PageFrame, SafeHtml, Skeleton, SkeletonText, StoredImage, Text, usePageTitle, useParams } from 'shared-ui';


/** The file's name without a "(PDF)" an editor may have added: the label says the format and size itself. */
const downloadName = (name: string) => name.replace(/\s*\(pdf\)\s*$/i, '');

export default function PressReleasePage() {
  const { prId = '' } = useParams();
  const query = useRead(defineQuery(contentKeys.pressRelease(prId), () => getPressRelease(prId)));
  usePageTitle(query.data?.title);
  return (
    <Container as="article" maxW="3xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <PageFrame
        query={query}
        what="this press release"
        skeleton={<><Skeleton h="5" w="40" mb="3" /><Skeleton h="12" mb="6" /><SkeletonText noOfLines={8} /></>}
        notFound={{ title: 'This press release does not exist', back: { to: '/press-releases', label: 'See all press releases' } }}
      >
        {(release) => (
          <>
            <Text color="fg.muted" mb="2">
              Published <time dateTime={release.created_at}>{formatDate(release.created_at)}</time>
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
                  Downloads
                </Heading>
                <List.Root gap="2" listStyleType="none">
                  {release.pdf.map((file) => (
                    <List.Item key={file.download_link}>
                      <Button asChild variant="outline" colorPalette="brand" size="sm" whiteSpace="normal" h="auto" minH="9" py="1.5" textAlign="start" maxW="full">
                        <Link href={storageUrl(file.download_link)} download>
                          {downloadName(file.name)} (PDF, {formatFileSize(file.bytes)})
                        </Link>
                      </Button>
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
            )}
          </>
        )}
      </PageFrame>
    </Container>
  );
}
