import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Button, Flex, Heading, MemberPhoto, RouterLink, Text } from 'shared-ui';
import type { Blog } from './shapes';

/** The author's card under a post, linking to their member profile. */
export function AuthorCard({ author }: { author: Blog['author'] }) {
  const name = author.name;
  return (
    <Flex as="aside" aria-label={t`About the author`} gap="4" p="5" borderWidth="1px" borderRadius="l3" direction={{ base: 'column', sm: 'row' }} mt="10">
      {author.avatar && <MemberPhoto image={author.avatar} size={80} />}
      <Box>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Written by</Trans>
        </Text>
        <Heading as="h2" size="md">
          {author.name}
        </Heading>
        {author.title && <Text color="fg.muted" mb="2">{author.title}</Text>}
        {author.bio && (
          <Text fontSize="sm" lineClamp={4} mb="3" dir="auto">
            {author.bio}
          </Text>
        )}
        <Button asChild size="sm" variant="outline" colorPalette="brand" whiteSpace="normal" h="auto" minH="9" py="1.5" textAlign="start">
          <RouterLink to={`/member/${author.member_id}`}><Trans>View {name}&apos;s profile</Trans></RouterLink>
        </Button>
      </Box>
    </Flex>
  );
}
