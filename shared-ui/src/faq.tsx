import { Box, Stack, Text } from './components';

export interface FaqItem {
  id: number | string;
  question: string;
  answer: string;
}

/**
 * The questions as closed rows, the height of the accordion's: what a page shows until `FaqAccordion` (in
 * shared-ui/disclosure) has loaded. The page loads that entry itself (`lazy(() => import('shared-ui/disclosure'))`):
 * loaded from here, the shell would initialise every remote's sharing to find it.
 */
export function FaqQuestions({ items }: { items: FaqItem[] }) {
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="l2">
      {items.map((item, i) => (
        <Box key={item.id} px="4" py="4" borderTopWidth={i ? '1px' : 0}>
          <Text fontWeight="semibold">{item.question}</Text>
        </Box>
      ))}
    </Stack>
  );
}
