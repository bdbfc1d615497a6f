import { Box, SimpleGrid, Skeleton, SkeletonText } from 'shared-ui';

/** The dashboard's four cards while they load, so nothing jumps when they arrive. */
export function HomeSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 4, md: 6 }}>
      {[0, 1, 2, 3].map((i) => (
        <Box key={i} borderWidth="1px" borderRadius="l3" p="6">
          <Skeleton height="5" width="40%" mb="4" />
          <SkeletonText noOfLines={3} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
