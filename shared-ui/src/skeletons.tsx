import { Box, SimpleGrid, Skeleton, SkeletonText } from './components';

/** Cards-shaped placeholders for a list that is loading. */
export function CardGridSkeleton({ count = 6, columns = { base: 1, md: 2, lg: 3 } }: { count?: number; columns?: Record<string, number> }) {
  return (
    <SimpleGrid columns={columns} gap="6">
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} borderWidth="1px" borderRadius="l3" overflow="hidden">
          <Skeleton aspectRatio={1200 / 630} />
          <Box p="4">
            <SkeletonText noOfLines={3} />
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
