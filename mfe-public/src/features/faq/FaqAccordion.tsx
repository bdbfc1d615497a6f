import type { Faq } from 'shared-api';
import { Accordion } from 'shared-ui/disclosure';

export interface FaqItem {
  id: number | string;
  question: string;
  answer: string;
}

/** The FAQ as an accordion (loaded with the disclosure entry, when the page shows it). */
export default function FaqAccordion({ items }: { items: Array<FaqItem | Faq> }) {
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
