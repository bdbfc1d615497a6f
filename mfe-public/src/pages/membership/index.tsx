import { contentKeys, defineQuery, getPackage, type MembershipPackage, useRead } from 'shared-api';
import { Banner, Box, Button, Heading, PageFrame, RouterLink, Section, SimpleGrid, Skeleton, Text } from 'shared-ui';
import { Faq } from '../../features/faq/Faq';
import { benefits, faqs } from './content';
import { PackageCard } from './PackageCard';

const loadPackages = async () => {
  const [seed, surge] = await Promise.all([getPackage('Seed'), getPackage('Surge')]);
  return { message: surge.message, data: [seed.data, surge.data] as MembershipPackage[] };
};

export default function MembershipPage() {
  const query = useRead(defineQuery(contentKeys.packages, loadPackages));
  return (
    <>
      <Banner title="Membership" lead="Join Pakistan's community of freelancers. Seed membership is free for ever; Surge adds tax filing, insurance and training.">
        <Box>
          <Button asChild size="lg" bg="white" color="brand.fg" _hover={{ bg: 'brand.subtle' }}>
            <RouterLink to="/register">Become a member</RouterLink>
          </Button>
        </Box>
      </Banner>
      <Section id="benefits" title="Member benefits">
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: 3 }} gap="4" listStyleType="none">
          {benefits.map((b) => (
            <Box as="li" key={b.name} p="5" borderWidth="1px" borderRadius="l3">
              <Heading as="h3" size="md" mb="1">
                {b.name}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {b.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="packages" title="Choose your membership" bg="bg.subtle">
        <PageFrame query={query} what="the membership packages" skeleton={<Skeleton h="96" />}>
          {(packages) => (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="4xl" mx="auto">
              {packages.map((p) => (
                <PackageCard key={p.id} pkg={p} />
              ))}
            </SimpleGrid>
          )}
        </PageFrame>
      </Section>
      <Section id="faqs" title="Frequently asked questions">
        <Faq items={faqs} />
      </Section>
    </>
  );
}
