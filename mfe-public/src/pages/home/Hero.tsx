import { Box, Button, Container, Heading, HStack, RouterLink, Stack, Text } from 'shared-ui';

export function Hero() {
  return (
    <Box bg="brand.solid" color="brand.contrast" bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.500">
      <Container maxW="6xl" py={{ base: 12, md: 20 }} px={{ base: 4, md: 6 }}>
        <Stack gap="5" maxW="2xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            The voice of Pakistan&apos;s freelancers
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }}>
            A non-profit association that advocates for freelancers, builds community, provides benefits and creates resources. Membership is free.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild size="lg" bg="white" color="brand.fg" _hover={{ bg: 'brand.subtle' }}>
              <RouterLink to="/register">Become a member</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              <RouterLink to="/about-us">About us</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
