import { Box, Button, Heading, PageSection, SimpleGrid, Text } from 'shared-ui';

// spec: core §9 — car loan up to 100% of on-road price, tenure up to 7 years.
const loans = [
  { name: 'Personal Loan', text: 'Finance for your equipment, education or emergencies, based on your freelance income.' },
  { name: 'Car Loan', text: 'Up to 100% of on-road price, with a tenure of up to 7 years.' },
  { name: 'Home Loan', text: 'Buy, build or renovate your home with financing designed for freelancers.' },
];

export default function LoansPage() {
  return (
    <PageSection title="Loans" lead="Compare loans offered to freelancers by our banking partners.">
      <Heading as="h2" size="lg" mb="2">
        Personal loans for freelancers
      </Heading>
      <Text mb="6">Banks assess freelance income differently from a salary. Keep your payment records, tax returns and bank statements in order to qualify.</Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {loans.map((l) => (
          <Box key={l.name} p="5" borderWidth="1px" borderRadius="l3">
            <Heading as="h3" size="md" mb="2">
              {l.name}
            </Heading>
            <Text mb="4">{l.text}</Text>
            <Button variant="outline" disabled>
              Apply now
            </Button>
          </Box>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
