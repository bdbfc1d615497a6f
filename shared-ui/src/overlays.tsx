// shared-ui/overlays: dialogs, menus and drawers, loaded only when a page or the header needs one.
// Each Root carries its recipe, so these styles load with this entry rather than the first view.
import type { ComponentProps } from 'react';
import { Dialog as ChakraDialog, Drawer as ChakraDrawer, Menu as ChakraMenu, useBreakpointValue } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/theme-files/recipes/dialog';
import { drawerSlotRecipe } from '@chakra-ui/theme-files/recipes/drawer';
import { menuSlotRecipe } from '@chakra-ui/theme-files/recipes/menu';

export { Portal } from '@chakra-ui/react';

type DialogRootProps = ComponentProps<typeof ChakraDialog.Root>;
type DialogSize = Exclude<DialogRootProps['size'], object | undefined>;

/**
 * A size per breakpoint is chosen here, not by the recipe's responsive styles: `{ base: 'full', sm: 'md' }` as
 * styles keeps the full size's minimum height and square corners on a laptop, since the smaller sizes do not undo them.
 */
function DialogRoot({ size, ...props }: DialogRootProps) {
  const responsive = typeof size === 'object' && size !== null ? (size as Record<string, DialogSize>) : { base: size as DialogSize };
  const chosen = useBreakpointValue(responsive, { ssr: false });
  return <ChakraDialog.Root recipe={dialogSlotRecipe} size={chosen} {...props} />;
}

export const Dialog = { ...ChakraDialog, Root: DialogRoot };
export const Drawer = {
  ...ChakraDrawer,
  Root: (props: ComponentProps<typeof ChakraDrawer.Root>) => <ChakraDrawer.Root recipe={drawerSlotRecipe} {...props} />,
};
export const Menu = {
  ...ChakraMenu,
  Root: (props: ComponentProps<typeof ChakraMenu.Root>) => <ChakraMenu.Root recipe={menuSlotRecipe} {...props} />,
};
