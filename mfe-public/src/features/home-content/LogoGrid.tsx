import type { Partner } from './shapes';
import { Box, SimpleGrid, StoredImage } from 'shared-ui';

/** Partners' logos as the home page shows them. */
export const LogoGrid = ({ partners, label }: { partners: Partner[]; label: string }) => (
  <SimpleGrid as="ul" aria-label={label} columns={{ base: 2, sm: 3, md: 4 }} gap="4" listStyleType="none">
    {partners.map((p) => (
      <Box as="li" key={p.id}>
        <StoredImage image={p.logo} width={p.logo_width} height={p.logo_height} alt={p.name} borderWidth="1px" borderRadius="l2" sizes="(min-width: 48em) 25vw, (min-width: 30em) 33vw, 50vw" />
      </Box>
    ))}
  </SimpleGrid>
);
