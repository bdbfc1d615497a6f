// The association's design system: Chakra's base config, its tokens, and only the recipes in use.
// Recipes are imported one file each (alias `@chakra-ui/theme-files`), so unused ones are not bundled.
// Only the first view's recipes are registered here; forms, overlays and the toaster pass their own
// recipe to the components they wrap, so that styling loads with them.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { tokens, semanticTokens, breakpoints, globalCss, keyframes, textStyles, layerStyles, animationStyles } from '@chakra-ui/react/theme';
import { buttonRecipe } from '@chakra-ui/theme-files/recipes/button';
import { headingRecipe } from '@chakra-ui/theme-files/recipes/heading';
import { linkRecipe } from '@chakra-ui/theme-files/recipes/link';
import { spinnerRecipe } from '@chakra-ui/theme-files/recipes/spinner';
import { containerRecipe } from '@chakra-ui/theme-files/recipes/container';
import { badgeRecipe } from '@chakra-ui/theme-files/recipes/badge';
import { separatorRecipe } from '@chakra-ui/theme-files/recipes/separator';
import { skeletonRecipe } from '@chakra-ui/theme-files/recipes/skeleton';
import { iconRecipe } from '@chakra-ui/theme-files/recipes/icon';
import { alertSlotRecipe } from '@chakra-ui/theme-files/recipes/alert';
import { cardSlotRecipe } from '@chakra-ui/theme-files/recipes/card';

const brand = {
  50: { value: '#e8f6ef' },
  100: { value: '#c5e8d6' },
  200: { value: '#9dd8bb' },
  300: { value: '#6fc69d' },
  400: { value: '#45b583' },
  500: { value: '#1f9d68' },
  600: { value: '#137f53' },
  700: { value: '#0d6542' },
  800: { value: '#094c32' },
  900: { value: '#053321' },
  950: { value: '#021a11' },
};

/**
 * The colour palettes the site uses: its brand, gray for neutral parts, and the status colours of alerts
 * and toasts (error red, warning orange, success green, info blue). Each palette Chakra defines costs
 * tokens, CSS variables and start-up work on every page load, so the unused ones are left out
 * (system.test.ts checks that every palette the code names is here).
 */
export const PALETTES = ['brand', 'gray', 'red', 'orange', 'green', 'blue'];
const BASE_COLORS = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', 'bg', 'fg', 'border'];
const onlyPalettes = <T extends Record<string, unknown>>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => PALETTES.includes(name) || BASE_COLORS.includes(name)));

/** Each token of a tree with its light value only. */
function lightTree(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  if ('value' in node) {
    const { value } = node;
    return typeof value === 'object' && value !== null && '_light' in value ? { ...node, value: value._light } : node;
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightTree(child)]));
}

/** The site has no dark mode: semantic tokens keep their light value, so no dark-mode CSS is generated. */
// The same tree, each `{ _light, _dark }` value replaced by its light one: a plain value, which the token types take too.
const lightOnly = <T>(tokens: T) => lightTree(tokens) as T;

/**
 * Buttons wrap their label instead of spilling out of a narrow card (a long label on a 360 px phone): the
 * sizes' fixed heights become minimum heights, so a one-line button looks as before.
 */
const wrappingButton = {
  ...buttonRecipe,
  base: { ...buttonRecipe.base, whiteSpace: 'normal', maxW: 'full', textAlign: 'center' },
  variants: {
    ...buttonRecipe.variants,
    size: Object.fromEntries(
      Object.entries(buttonRecipe.variants?.size ?? {}).map(([name, { h, ...rest }]) => [name, { ...rest, h: 'auto', minH: h, py: '1' }]),
    ),
  },
};

/**
 * Text colours that meet WCAG AA (4.5:1) where Chakra's defaults do not (contrast.test.ts checks every pair): error,
 * success and warning texts one shade darker, the faintest text gray.500, and the solid colours of success and warning
 * (white on green.600 was 3.3:1, on orange.600 3.6:1) made readable under their text.
 */
const readableText = {
  fg: {
    ...semanticTokens.colors.fg,
    error: { value: '{colors.red.600}' },
    success: { value: '{colors.green.700}' },
    warning: { value: '{colors.orange.700}' },
    subtle: { value: '{colors.gray.500}' },
  },
  green: { ...semanticTokens.colors.green, solid: { value: '{colors.green.700}' } },
  orange: { ...semanticTokens.colors.orange, contrast: { value: '{colors.black}' } },
};

const association = defineConfig({
  cssVarsPrefix: 'fa',
  preflight: true,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: { ...onlyPalettes(tokens.colors), brand } },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: {
        ...onlyPalettes(semanticTokens.colors),
        ...readableText,
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: wrappingButton,
      heading: headingRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      container: containerRecipe,
      badge: badgeRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      icon: iconRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, association));
