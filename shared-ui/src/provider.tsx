import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';
import { Notifications } from './notify';

/** The one provider, rendered by the shell only; remotes render inside it. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Notifications />
    </ChakraProvider>
  );
}
