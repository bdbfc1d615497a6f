// shared-ui/overlays: dialogs, menus and drawers, loaded only when a page or the header needs one.
// Each Root carries its recipe, so these styles load with this entry rather than the first view.
import type { ComponentProps } from 'react';
import { Dialog as ChakraDialog, Drawer as ChakraDrawer, Menu as ChakraMenu } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/theme-files/recipes/dialog';
import { drawerSlotRecipe } from '@chakra-ui/theme-files/recipes/drawer';
import { menuSlotRecipe } from '@chakra-ui/theme-files/recipes/menu';

export { Portal } from '@chakra-ui/react';

export const Dialog = {
  ...ChakraDialog,
  Root: (props: ComponentProps<typeof ChakraDialog.Root>) => <ChakraDialog.Root recipe={dialogSlotRecipe} {...props} />,
};
export const Drawer = {
  ...ChakraDrawer,
  Root: (props: ComponentProps<typeof ChakraDrawer.Root>) => <ChakraDrawer.Root recipe={drawerSlotRecipe} {...props} />,
};
export const Menu = {
  ...ChakraMenu,
  Root: (props: ComponentProps<typeof ChakraMenu.Root>) => <ChakraMenu.Root recipe={menuSlotRecipe} {...props} />,
};
