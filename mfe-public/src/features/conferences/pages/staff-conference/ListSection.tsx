import { useState, type ReactNode } from 'react';
import { Box, Button, Flex, Heading, HStack, Stack, Text } from 'shared-ui';
import { formErrorMark } from 'shared-ui/error-summary';
import { useFormikContext } from 'shared-ui/forms';

/** A row of one of the edition's lists; `key` stays with the row as it moves, so its fields keep their state. */
export interface ListRow {
  key: string;
}

let made = 0;
/** A key for a row the form adds (or reads from the server). */
export const rowKey = () => `row-${++made}`;

type Lists<V> = { [K in keyof V]: V[K] extends ListRow[] ? K : never }[keyof V];

export interface ListSectionProps<V, N extends Lists<V>> {
  name: N & string;
  title: string;
  /** one row, as a person names it: 'Speaker' */
  what: string;
  /** the row in a sentence ('Add a speaker'); `what` in lower case unless told */
  noun?: string;
  lead?: ReactNode;
  max: number;
  blank(): V[N] extends Array<infer R> ? R : never;
  /** the row's line while it is closed: its name or title, and a detail */
  summary(row: V[N] extends Array<infer R> ? R : never): { title: string; detail?: string };
  /** more buttons beside Add (a sort) */
  extra?: ReactNode;
  children(index: number): ReactNode;
}

/**
 * One of the edition's lists (speakers, schedule, sponsors, FAQs): each row a line with its name and Edit, Move up,
 * Move down and Remove; its fields open under it. A new row opens at once, and so does a row with an error after a
 * save, so every message the error summary links to is on the page.
 */
export function ListSection<V, N extends Lists<V>>({ name, title, what, noun = what.toLowerCase(), lead, max, blank, summary, extra, children }: ListSectionProps<V, N>) {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<V>();
  const rows = values[name] as unknown as ListRow[];
  const rowErrors = submitCount > 0 ? (errors as Record<string, unknown>)[name] : undefined;
  const listError = typeof rowErrors === 'string' ? rowErrors : null;
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const toggle = (key: string) => setOpen((keys) => (keys.has(key) ? new Set([...keys].filter((k) => k !== key)) : new Set([...keys, key])));
  const set = (next: ListRow[]) => void setFieldValue(name, next);
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row);
    set(next);
  };
  return (
    <Stack as="fieldset" gap="3" borderTopWidth="1px" pt="5" minW="0">
      <Heading as="legend" size="md" mb="1">
        {title}
      </Heading>
      {lead && (
        <Text fontSize="sm" color="fg.muted">
          {lead}
        </Text>
      )}
      {rows.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          None yet.
        </Text>
      )}
      <Stack as="ol" gap="2" listStyleType="none">
        {rows.map((row, index) => {
          const hasError = Array.isArray(rowErrors) && Boolean(rowErrors[index]);
          const isOpen = open.has(row.key) || hasError;
          const { title: line, detail } = summary(row as never);
          const label = `${what} ${index + 1}`;
          return (
            <Box as="li" key={row.key} borderWidth="1px" borderColor={hasError ? 'border.error' : 'border'} borderRadius="l2" p="3">
              {/* The group inside the list item: a list holds list items only. */}
              <Box role="group" aria-label={label}>
                <Flex gap="2" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
                  <Box flex="1" minW="0">
                    <Text fontWeight="semibold" truncate>
                      {line || `New ${noun}`}
                    </Text>
                    {detail && (
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {detail}
                      </Text>
                    )}
                  </Box>
                  <HStack gap="1" flexShrink={0} wrap="wrap">
                    <Button size="xs" variant="outline" aria-expanded={isOpen} disabled={hasError} onClick={() => toggle(row.key)}>
                      {isOpen ? 'Close' : 'Edit'}
                    </Button>
                    <Button size="xs" variant="ghost" aria-label="Move up" title="Move up" disabled={index === 0} onClick={() => move(index, index - 1)}>
                      ↑
                    </Button>
                    <Button size="xs" variant="ghost" aria-label="Move down" title="Move down" disabled={index === rows.length - 1} onClick={() => move(index, index + 1)}>
                      ↓
                    </Button>
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => set(rows.filter((_, i) => i !== index))}>
                      Remove
                    </Button>
                  </HStack>
                </Flex>
                {isOpen && (
                  <Stack gap="3" mt="3" pt="3" borderTopWidth="1px">
                    {children(index)}
                  </Stack>
                )}
              </Box>
            </Box>
          );
        })}
      </Stack>
      {listError && (
        <Text role="alert" color="fg.error" fontSize="sm" {...formErrorMark(name)}>
          {listError}
        </Text>
      )}
      <Flex gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={rows.length >= max}
          onClick={() => {
            const row = blank() as ListRow;
            setOpen((keys) => new Set([...keys, row.key]));
            set([...rows, row]);
          }}
        >
          Add a {noun}
        </Button>
        {extra}
      </Flex>
    </Stack>
  );
}
