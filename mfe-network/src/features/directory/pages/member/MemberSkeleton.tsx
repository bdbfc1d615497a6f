import { Box, HStack, Skeleton, SkeletonText, Stack } from 'shared-ui';

/** The profile's shape while it loads. */
export function MemberSkeleton() {
  return (
    <Stack gap="6">
      <HStack gap="6">
        <Skeleton boxSize="120px" borderRadius="full" flexShrink={0} />
        <Box flex="1">
          <SkeletonText noOfLines={3} />
        </Box>
      </HStack>
      <Skeleton h="24" borderRadius="l3" />
      <Skeleton h="48" borderRadius="l3" />
    </Stack>
  );
}
