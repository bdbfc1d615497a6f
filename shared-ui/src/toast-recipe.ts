import { toastSlotRecipe } from '@chakra-ui/theme-files/recipes/toast';

/**
 * Chakra's toast, with the description at full strength: drawn at 80 % opacity, white on a notification's colour falls
 * under 4.5:1 (contrast.test.ts).
 */
export const toastRecipe = {
  ...toastSlotRecipe,
  base: { ...toastSlotRecipe.base, description: { ...toastSlotRecipe.base?.description, opacity: '1' } },
} as typeof toastSlotRecipe;
