import type { ReactNode } from 'react';
import { chakra, Link, type LinkProps } from '@chakra-ui/react';
import { RouterLink } from './router';

/**
 * The way back from a record to its list ("← All partners"), above the record: underlined in the brand colour, as
 * links in text are (SafeHtml), so it reads as a link and not as a line of text; at least 24 px tall (sizes.6).
 */
export function BackLink({ to, children, ...props }: { to: string; children: ReactNode } & Omit<LinkProps, 'asChild' | 'href'>) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px" fontSize="sm" fontWeight="medium" minH="6" {...props}>
      <RouterLink to={to}>
        {/* Points back, the way a line of the page's language starts: to the right in Urdu. */}
        <chakra.span aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
          ←
        </chakra.span>
        {children}
      </RouterLink>
    </Link>
  );
}
