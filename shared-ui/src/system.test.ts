import fs from 'node:fs';
import path from 'node:path';
import { PALETTES, system } from './system';

const repo = path.resolve(__dirname, '..', '..');
const REMOTES: string[] = JSON.parse(fs.readFileSync(path.join(repo, 'remotes.json'), 'utf8'));
const SOURCE_DIRS = ['shell', 'shared-ui', ...REMOTES];
const SHADE = /^(50|[1-9]00|950|solid|contrast|fg|muted|subtle|emphasized|focusRing)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Palettes the code names: `colorPalette="brand"` (and both sides of a ternary), `"orange.100"`, `"brand.solid"`. */
function palettesNamedInCode() {
  const named = new Map<string, string>();
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(repo, dir, 'src')))) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (/colorPalette/.test(line)) {
        const value = /colorPalette[=:]\s*(\{[^}]*\}|["'][^"']*["'])/.exec(line)?.[1] ?? '';
        for (const [, name] of value.matchAll(/["']([a-z]+)["']/g)) named.set(name, path.relative(repo, file));
      }
      for (const [, name, shade] of line.matchAll(/["']([a-zA-Z]+)\.([a-zA-Z0-9]+)["']/g)) {
        if (SHADE.test(shade) && !/Alpha$/.test(name)) named.set(name, path.relative(repo, file));
      }
    }
  }
  return named;
}

describe('the design system', () => {
  test('has every colour palette the code names, in every shade and semantic colour', () => {
    const named = palettesNamedInCode();
    expect(named.get('brand')).toBeDefined();
    for (const [palette, where] of named) {
      expect({ palette, where, known: [...PALETTES, 'bg', 'fg', 'border'].includes(palette) }).toEqual({ palette, where, known: true });
    }
    for (const palette of PALETTES) {
      for (const token of [`colors.${palette}.50`, `colors.${palette}.500`, `colors.${palette}.950`, `colors.${palette}.solid`, `colors.${palette}.fg`]) {
        expect({ token, value: system.token(token) }).toEqual({ token, value: expect.any(String) });
      }
    }
  });

  test('uses each semantic colour’s light value (the site has no dark mode)', () => {
    expect(system.tokens.getByName('colors.bg')?.originalValue).toBe('{colors.white}');
    expect(system.tokens.getByName('colors.red.solid')?.originalValue).toBe('{colors.red.600}');
    expect(JSON.stringify(system._global)).toContain('--fa-colors-bg');
    expect(JSON.stringify(system._global)).not.toMatch(/\.dark/);
  });
});
