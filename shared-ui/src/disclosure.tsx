// shared-ui/disclosure: accordions, tabs, collapsibles and the More/Less clamp, loaded only by pages
// that show them. Each Root carries its recipe, so these styles load with this entry (see system.ts).
import { useId, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { Accordion as ChakraAccordion, Box, Button, Collapsible as ChakraCollapsible, Tabs as ChakraTabs, Text, type TextProps } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/theme-files/recipes/accordion';
import { collapsibleSlotRecipe } from '@chakra-ui/theme-files/recipes/collapsible';
import { tabsSlotRecipe } from '@chakra-ui/theme-files/recipes/tabs';
import type { FaqItem } from './faq';
import { wordCount } from './format';

export const Accordion = {
  ...ChakraAccordion,
  Root: (props: ComponentProps<typeof ChakraAccordion.Root>) => <ChakraAccordion.Root recipe={accordionSlotRecipe} {...props} />,
};
export const Tabs = {
  ...ChakraTabs,
  Root: (props: ComponentProps<typeof ChakraTabs.Root>) => <ChakraTabs.Root recipe={tabsSlotRecipe} {...props} />,
};
export const Collapsible = {
  ...ChakraCollapsible,
  Root: (props: ComponentProps<typeof ChakraCollapsible.Root>) => <ChakraCollapsible.Root recipe={collapsibleSlotRecipe} {...props} />,
};

/** Whether a text gets the More/Less toggle: only when it has more than `limit` words. */
export const needsMoreLess = (text: string, limit: number) => wordCount(text) > limit;

/**
 * Text clamped to `lines`, with a More/Less toggle only when the clamp really hides something at the width it
 * has (measured, and again when the width changes) and, given a `wordLimit`, the text has more words than that;
 * other text is shown whole, in a smaller size, with no toggle (spec: schedule descriptions, 2 lines, 10 words).
 */
export function ClampedText({ text, lines, wordLimit, ...props }: { text: string; lines: number; wordLimit?: number } & Omit<TextProps, 'children'>) {
  const [open, setOpen] = useState(false);
  const [clamped, setClamped] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const long = wordLimit === undefined || needsMoreLess(text, wordLimit);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !long || open) return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, long, open]);
  if (!long) {
    return (
      <Text fontSize="sm" {...props}>
        {text}
      </Text>
    );
  }
  return (
    <Box>
      <Text ref={ref} id={id} lineClamp={open ? undefined : lines} {...props}>
        {text}
      </Text>
      {(clamped || open) && (
        <Button variant="plain" size="xs" px="0" h="auto" color="brand.fg" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
          {open ? 'Less' : 'More'}
        </Button>
      )}
    </Box>
  );
}

/** The FAQ as an accordion; `Faq` in the main entry shows the questions until this has loaded. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root collapsible variant="enclosed" multiple>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)}>
          <Accordion.ItemTrigger fontWeight="semibold" py="4" textAlign="start">
            <span style={{ flex: 1 }}>{item.question}</span>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
