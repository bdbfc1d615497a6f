import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Banner, Box, Button, Card, Heading, List, Section, SimpleGrid, Text } from 'shared-ui';
import { i18n } from '#i18n';

// spec: core §9 — car loan up to 100% of on-road price, tenure up to 7 years.
const loans = [
  { name: msg`Personal Loan`, text: msg`Finance for equipment, courses or emergencies, assessed on your freelance income.`, points: [msg`Up to Rs 2 million`, msg`Tenure of 1 to 5 years`, msg`No collateral for members with 12 months of remittances`] },
  { name: msg`Car Loan`, text: msg`Up to 100% of on-road price, tenure up to 7 years.`, points: [msg`New and used cars`, msg`Up to 100% of on-road price`, msg`Tenure up to 7 years`] },
  { name: msg`Home Loan`, text: msg`Buy, build or renovate your home with financing designed for freelancers.`, points: [msg`Up to 20 years`, msg`Fixed or floating rate`, msg`Joint applications with a family member`] },
];

const tips = [
  msg`Receive your foreign payments through a bank account in your own name, with the purpose code for IT services.`,
  msg`Keep twelve months of bank statements and platform statements showing regular income.`,
  msg`File your income tax return: being on the active taxpayers list lowers rates and speeds up approval.`,
  msg`Keep your credit record clean: pay credit cards and earlier loans on time.`,
  msg`Apply for an amount your monthly income can repay in no more than half of it.`,
];

export default function LoansPage() {
  return (
    <>
      <Banner title={t`Loans`} lead={t`Compare the loans our banking partners offer to freelancers, and prepare an application that gets approved.`} />
      <Section id="personal" title={t`Personal loans for freelancers`}>
        <Text maxW="3xl" mb="4">
          <Trans>Banks assess freelance income differently from a salary. Instead of a salary slip, they look at the remittances you receive, how regular they are and whether you file tax returns. With the right records, a freelancer qualifies for the same loans as a salaried professional.</Trans>
        </Text>
        <Heading as="h3" size="md" mb="3">
          <Trans>How to improve your eligibility</Trans>
        </Heading>
        <List.Root as="ol" gap="2" ps="5" maxW="3xl">
          {tips.map((tip) => (
            <List.Item key={tip.id}>{i18n._(tip)}</List.Item>
          ))}
        </List.Root>
      </Section>
      <Section id="loans" title={t`Compare loans`} bg="bg.subtle">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {loans.map((loan) => {
            const name = i18n._(loan.name);
            return (
              <Card.Root as="article" key={loan.name.id} variant="outline" bg="bg">
                <Card.Body gap="3">
                  <Card.Title as="h3">{name}</Card.Title>
                  <Text color="fg.muted">{i18n._(loan.text)}</Text>
                  <List.Root gap="1" ps="5" fontSize="sm">
                    {loan.points.map((p) => (
                      <List.Item key={p.id}>{i18n._(p)}</List.Item>
                    ))}
                  </List.Root>
                </Card.Body>
                <Card.Footer>
                  <Box w="full">
                    <Button asChild colorPalette="brand" w="full">
                      <a href={`mailto:loans@pafla.org.pk?subject=${encodeURIComponent(t`${name} application`)}`}>
                        <Trans>Apply now</Trans>
                      </a>
                    </Button>
                  </Box>
                </Card.Footer>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      </Section>
    </>
  );
}
