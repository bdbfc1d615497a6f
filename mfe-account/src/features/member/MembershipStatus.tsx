import { Badge, Box, Text } from 'shared-ui';

// Plans and purchases arrive with the membership work; until then every member holds the free
// Seed plan, which never expires (spec: core §4).
export function MembershipStatus() {
  return (
    <Box>
      <Badge colorPalette="brand" size="lg" mb="2">
        Seed · Active
      </Badge>
      <Text>Your free Seed membership is active and never expires.</Text>
    </Box>
  );
}
