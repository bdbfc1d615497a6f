// Individual recipe files of Chakra's theme, reached through the `@chakra-ui/theme-files` alias
// (webpack and jest) so that only the recipes in use are bundled; see system.ts.
declare module '@chakra-ui/theme-files/*' {
  import type { RecipeDefinition, SlotRecipeConfig, TokenDefinition, SemanticTokenDefinition } from '@chakra-ui/react';
  const anyExport: Record<string, RecipeDefinition & SlotRecipeConfig & TokenDefinition & SemanticTokenDefinition & Record<string, unknown>>;
  export = anyExport;
}
