import { Trans } from '@lingui/react/macro';
import { Box, Button, Container, Flex, Heading, HStack, RouterLink, Stack, Text } from 'shared-ui';
import { useJoinLink } from '../../features/membership/join-link';
import { CityNetwork } from './CityNetwork';

/** The home page's opening: who the association is, the two ways in, and its chapters across the country. */
export function Hero() {
  const join = useJoinLink();
  return (
    <Box bg="brand.solid" color="brand.contrast" bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.600">
      <Container maxW="6xl" py={{ base: 12, md: 16 }} px={{ base: 4, md: 6 }}>
        <Flex gap={{ base: 8, md: 12 }} align="center" direction={{ base: 'column', md: 'row' }}>
          <Stack gap="5" maxW="2xl" flex="1">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
              <Trans>The voice of Pakistan&apos;s freelancers</Trans>
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }}>
              <Trans>A non-profit association that advocates for freelancers, builds community, provides benefits and creates resources. Membership is free.</Trans>
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button asChild size="lg" bg="white" color="brand.fg" _hover={{ bg: 'brand.subtle' }}>
                <RouterLink to={join.to}>{join.label}</RouterLink>
              </Button>
              <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
                <RouterLink to="/about-us">
                  <Trans>About us</Trans>
                </RouterLink>
              </Button>
            </HStack>
          </Stack>
          {/* On a phone the words and the two buttons are the whole first view. */}
          <Box flex="1" w="full" maxW="26rem" display={{ base: 'none', md: 'block' }}>
            <CityNetwork />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
