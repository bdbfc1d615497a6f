import type { ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { INTL_LOCALE } from './i18n';
import { i18n } from '#i18n';
import { system } from './system';
import { Notifications } from './notify';

/** The one provider, rendered by the shell only; remotes render inside it. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {/* The page's language sets the direction of menus, carousels and the like (right to left in Urdu). */}
      <LocaleProvider locale={INTL_LOCALE[i18n.locale]}>
        {children}
        <Notifications />
      </LocaleProvider>
    </ChakraProvider>
  );
}
