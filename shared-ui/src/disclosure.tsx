// shared-ui/disclosure: accordions, tabs and collapsibles, loaded only by pages that show them (the More/Less
// clamp is light and lives in the main entry). Each Root carries its recipe, so these styles load with this entry (see system.ts).
import type { ComponentProps } from 'react';
import { Accordion as ChakraAccordion, Collapsible as ChakraCollapsible, Tabs as ChakraTabs } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/theme-files/recipes/accordion';
import { collapsibleSlotRecipe } from '@chakra-ui/theme-files/recipes/collapsible';
import { tabsSlotRecipe } from '@chakra-ui/theme-files/recipes/tabs';
import type { FaqItem } from './faq';

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
