import { Box, Card, chakra, Heading, SimpleGrid, Stack, Text } from 'shared-ui';
import type { NoticesOverview } from '../../shapes';
import { noticeLabel } from '../../staff-parts';

type Template = NoticesOverview['templates'][number];

/** An approved text as Meta holds it, its {{n}} left as they are. */
function ApprovedText({ label, children, ...language }: { label: string; children: string; dir?: 'rtl'; lang?: string }) {
  return (
    <Box minW="0">
      <Text fontSize="sm" color="fg.muted" mb="1">
        {label}
      </Text>
      <Box {...language} bg="bg.subtle" borderRadius="l2" p="3" whiteSpace="pre-line" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

/** One notice: its WhatsApp template, what each parameter stands for, and its approved texts in English and Urdu. */
export function TemplateCard({ template }: { template: Template }) {
  const id = `template-${template.notice}`;
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Body gap="3">
        <Heading as="h3" size="md" id={id}>
          {noticeLabel(template.notice)}
        </Heading>
        <Text fontSize="sm">
          WhatsApp template <chakra.code overflowWrap="anywhere">{template.name}</chakra.code>
        </Text>
        {template.params.length > 0 && (
          <Stack as="ol" aria-label="Parameters" gap="0.5" fontSize="sm" listStyleType="none" m="0" p="0">
            {template.params.map((param, index) => (
              <li key={param}>
                <chakra.code>{`{{${index + 1}}}`}</chakra.code> {param}
              </li>
            ))}
          </Stack>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <ApprovedText label="English">{template.en}</ApprovedText>
          <ApprovedText label="Urdu" dir="rtl" lang="ur">
            {template.ur}
          </ApprovedText>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
