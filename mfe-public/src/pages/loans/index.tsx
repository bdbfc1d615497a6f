import { Banner, Box, Button, Card, Heading, List, Section, SimpleGrid, Text } from 'shared-ui';

// spec: core §9 — car loan up to 100% of on-road price, tenure up to 7 years.
const loans = [
  { name: 'Personal Loan', text: 'Finance for equipment, courses or emergencies, assessed on your freelance income.', points: ['Up to Rs 2 million', 'Tenure of 1 to 5 years', 'No collateral for members with 12 months of remittances'] },
  { name: 'Car Loan', text: 'Up to 100% of on-road price, tenure up to 7 years.', points: ['New and used cars', 'Up to 100% of on-road price', 'Tenure up to 7 years'] },
  { name: 'Home Loan', text: 'Buy, build or renovate your home with financing designed for freelancers.', points: ['Up to 20 years', 'Fixed or floating rate', 'Joint applications with a family member'] },
];

const tips = [
  'Receive your foreign payments through a bank account in your own name, with the purpose code for IT services.',
  'Keep twelve months of bank statements and platform statements showing regular income.',
  'File your income tax return: being on the active taxpayers list lowers rates and speeds up approval.',
  'Keep your credit record clean: pay credit cards and earlier loans on time.',
  'Apply for an amount your monthly income can repay in no more than half of it.',
];

export default function LoansPage() {
  return (
    <>
      <Banner title="Loans" lead="Compare the loans our banking partners offer to freelancers, and prepare an application that gets approved." />
      <Section id="personal" title="Personal loans for freelancers">
        <Text maxW="3xl" mb="4">
          Banks assess freelance income differently from a salary. Instead of a salary slip, they look at the remittances you receive, how regular they are and whether you file tax returns. With the right records, a freelancer qualifies for the same loans as a salaried professional.
        </Text>
        <Heading as="h3" size="md" mb="3">
          How to improve your eligibility
        </Heading>
        <List.Root as="ol" gap="2" ps="5" maxW="3xl">
          {tips.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List.Root>
      </Section>
      <Section id="loans" title="Compare loans" bg="bg.subtle">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {loans.map((loan) => (
            <Card.Root as="article" key={loan.name} variant="outline" bg="bg">
              <Card.Body gap="3">
                <Card.Title as="h3">{loan.name}</Card.Title>
                <Text color="fg.muted">{loan.text}</Text>
                <List.Root gap="1" ps="5" fontSize="sm">
                  {loan.points.map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List.Root>
              </Card.Body>
              <Card.Footer>
                <Box w="full">
                  <Button asChild colorPalette="brand" w="full">
                    <a href={`mailto:loans@pafla.org.pk?subject=${encodeURIComponent(`${loan.name} application`)}`}>Apply now</a>
                  </Button>
                </Box>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}
