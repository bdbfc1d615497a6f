// shared-ui/clamp: the More/Less clamp, text cut to a number of lines with a toggle, loaded only by pages that
// clamp text. Its own small entry: in the main one it cost every first view 0.3 KB, and in shared-ui/disclosure a
// directory card's first view paid 19 KB for an accordion and tabs it never shows.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Box, Button, Text, type TextProps } from '@chakra-ui/react';
import { wordCount } from './format';
import { i18n } from '#i18n';

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
      <Text fontSize="sm" dir="auto" {...props}>
        {text}
      </Text>
    );
  }
  return (
    <Box>
      {/* What people wrote keeps its own direction: an English text on an Urdu page is cut at its end, not its start. */}
      <Text ref={ref} id={id} dir="auto" lineClamp={open ? undefined : lines} {...props}>
        {text}
      </Text>
      {(clamped || open) && (
        <Button variant="plain" size="xs" px="0" h="auto" color="brand.fg" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
          {open ? i18n._(msg`Less`) : i18n._(msg`More`)}
        </Button>
      )}
    </Box>
  );
}
