import { Box, Heading, List, PageSection, Text } from 'shared-ui';

// spec: core §1 — the four objectives and the vision.
const objectives = [
  { title: 'Advocate', text: 'Speak for freelancers with government, banks and platforms on payments, taxation and recognition.' },
  { title: 'Create community', text: 'Bring freelancers together through chapters, meetups and events across Pakistan.' },
  { title: 'Provide benefits', text: 'Negotiate discounts, insurance, banking and legal support for members.' },
  { title: 'Build resources', text: 'Publish research, training and guides that help freelancers grow.' },
];

export default function AboutUsPage() {
  return (
    <PageSection title="About Us" lead="A non-profit association of freelancers in Pakistan.">
      <Heading as="h2" size="xl" mb="4">
        Who We Are
      </Heading>
      <List.Root gap="3" mb="10" ps="5">
        {objectives.map((o) => (
          <List.Item key={o.title}>
            <Text as="span" fontWeight="semibold">
              {o.title}:
            </Text>{' '}
            {o.text}
          </List.Item>
        ))}
      </List.Root>
      <Box>
        <Heading as="h2" size="xl" mb="3">
          Our Vision
        </Heading>
        <Text>A Pakistan where every freelancer is recognised, protected and able to build a thriving career on the global market.</Text>
      </Box>
    </PageSection>
  );
}
