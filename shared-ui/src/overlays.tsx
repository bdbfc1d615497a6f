// shared-ui/overlays: dialogs, menus and drawers, loaded only when a page or the header needs one.
// Each Root carries its recipe, so these styles load with this entry rather than the first view.
import { useState, type ComponentProps, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Button, CloseButton, Dialog as ChakraDialog, Drawer as ChakraDrawer, Menu as ChakraMenu, Portal, Text, useBreakpointValue } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/theme-files/recipes/dialog';
import { drawerSlotRecipe } from '@chakra-ui/theme-files/recipes/drawer';
import { menuSlotRecipe } from '@chakra-ui/theme-files/recipes/menu';
import { i18n } from '#i18n';

// On the server (a first view, docs/decisions/025) there is no window to ask: the base value, and the browser's own
// once it runs. An overlay's size shapes only what it draws when open, which the server never renders.
const ON_SERVER = typeof window === 'undefined';

export { Portal } from '@chakra-ui/react';

type DialogRootProps = ComponentProps<typeof ChakraDialog.Root>;
type DialogSize = Exclude<DialogRootProps['size'], object | undefined>;

/**
 * `full`, the phone's size: a sheet across the screen at its foot, as tall as what it holds (at most the screen, which
 * it then scrolls), sliding up. Chakra's full size is a whole screen of white under a few lines and two buttons.
 */
const dialogRecipe = {
  ...dialogSlotRecipe,
  variants: {
    ...dialogSlotRecipe.variants,
    size: {
      ...dialogSlotRecipe.variants?.size,
      full: {
        content: { maxW: '100dvw', maxH: '100dvh', overflowY: 'auto', '--dialog-margin': '0', borderRadius: '0', borderTopRadius: 'l3' },
      },
    },
  },
  // Chakra types each size as its own; this one replaces the full size's styles.
} as unknown as typeof dialogSlotRecipe;

/**
 * A size per breakpoint is chosen here, not by the recipe's responsive styles: `{ base: 'full', sm: 'md' }` as
 * styles keeps the full size's sheet and square corners on a laptop, since the smaller sizes do not undo them.
 */
function DialogRoot({ size, ...props }: DialogRootProps) {
  const responsive = typeof size === 'object' && size !== null ? (size as Record<string, DialogSize>) : { base: size as DialogSize };
  const chosen = useBreakpointValue(responsive, { ssr: ON_SERVER });
  // The sheet sits at the foot of the screen, wherever the dialog would be placed on a wider one.
  const sheet = chosen === 'full' ? ({ placement: 'bottom', motionPreset: 'slide-in-bottom' } as const) : {};
  return <ChakraDialog.Root recipe={dialogRecipe} size={chosen} {...props} {...sheet} />;
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

export interface SimpleDialogProps {
  /** The title, which also names the dialog. */
  title: ReactNode;
  /** A line under the title: what the dialog is about (a report's name). */
  description?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** What follows the body, such as a link onward; a confirmation's buttons come from `confirm` instead. */
  footer?: ReactNode;
  /** Close, Escape, the backdrop and Cancel call it, and so does a confirmed action that succeeded. */
  onClose(): void;
  /** A size, or one per breakpoint: by default the phone's sheet at the foot of the screen, and a small dialog above that. */
  size?: DialogRootProps['size'];
  role?: DialogRootProps['role'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /**
   * Makes it a confirmation: Cancel and the confirm button. While `action` runs the confirm button shows that it
   * is busy and the dialog stays open; a failure shows inside, worded by `describeFailure` (shared-api's
   * `errorMessage`), and the reader may try again. The dialog closes once the action succeeds.
   */
  confirm?: {
    label: ReactNode;
    cancelLabel?: ReactNode;
    action(): Promise<unknown>;
    describeFailure(error: unknown): string;
    /** `red` for an action that cannot be undone. */
    colorPalette?: 'brand' | 'red';
  };
}

/** A dialog with a title, a body and a close button, or a confirmation of one action. */
export function SimpleDialog({ title, description, children, footer, onClose, size = { base: 'full', sm: 'sm' }, confirm, ...root }: SimpleDialogProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    if (!confirm) return;
    setPending(true);
    setFailure(null);
    try {
      await confirm.action();
    } catch (error) {
      setFailure(confirm.describeFailure(error));
      setPending(false);
      return;
    }
    setPending(false);
    onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !pending && onClose()} placement="center" size={size} {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {description ? (
              <Dialog.Header flexDirection="column" alignItems="start" gap="1">
                <Dialog.Title>{title}</Dialog.Title>
                <Text fontSize="sm" color="fg.muted">
                  {description}
                </Text>
              </Dialog.Header>
            ) : (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            )}
            {(children || failure) && (
              <Dialog.Body>
                {children}
                {failure && (
                  <Text role="alert" color="fg.error" mt={children ? '3' : undefined}>
                    {failure}
                  </Text>
                )}
              </Dialog.Body>
            )}
            {confirm ? (
              <Dialog.Footer>
                <Button variant="outline" disabled={pending} onClick={onClose}>
                  {confirm.cancelLabel ?? i18n._(msg`Cancel`)}
                </Button>
                <Button colorPalette={confirm.colorPalette ?? 'brand'} loading={pending} onClick={() => void run()}>
                  {confirm.label}
                </Button>
              </Dialog.Footer>
            ) : (
              footer && <Dialog.Footer>{footer}</Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild disabled={pending}>
              <CloseButton size="sm" aria-label={i18n._(msg`Close`)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
