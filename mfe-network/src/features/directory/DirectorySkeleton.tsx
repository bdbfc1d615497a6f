import { Box, HStack, SimpleGrid, Skeleton, SkeletonText } from 'shared-ui';

/** Peer cards' shape while the first page loads, so nothing jumps when it arrives. */
export function DirectorySkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {Array.from({ length: 6 }, (_, i) => (
        <Box key={i} borderWidth="1px" borderRadius="l3" p="5">
          <HStack gap="3" mb="4">
            <Skeleton boxSize="64px" borderRadius="full" flexShrink={0} />
            <SkeletonText noOfLines={2} flex="1" />
          </HStack>
          <Skeleton h="5" w="24" mb="4" />
          <SkeletonText noOfLines={3} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
