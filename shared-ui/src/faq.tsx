import { Box, Text } from './components';

export interface FaqItem {
  id: number | string;
  question: string;
  answer: string;
}

/**
 * Frequently asked questions, each a `<details>` whose `<summary>` is the question (decision 038): the browser opens
 * and shuts it at the first press, with the keyboard and for a screen reader too, before and without the page's
 * script, so a page of questions needs no island for them. Drawn like the enclosed accordion it replaces.
 */
export function FaqQuestions({ items }: { items: FaqItem[] }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" overflow="hidden">
      {items.map((item, i) => (
        <Box as="details" key={item.id} borderTopWidth={i ? '1px' : 0} css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}>
          <Box
            as="summary"
            display="flex"
            alignItems="center"
            gap="3"
            px="4"
            py="4"
            fontWeight="semibold"
            cursor="pointer"
            listStyle="none"
            textAlign="start"
            _hover={{ bg: 'bg.subtle' }}
            _active={{ bg: 'bg.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
          >
            <Box as="span" flex="1">
              {item.question}
            </Box>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" style={{ flexShrink: 0, transition: 'transform 0.2s' }}>
              <path d="M6 9l6 6 6-6" />
            </svg>
          </Box>
          <Text px="4" pb="4" color="fg.muted" whiteSpace="pre-line">
            {item.answer}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
