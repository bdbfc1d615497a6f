// The deployment files as the tools that use them read them: the Dockerfile's stages and instructions, and
// compose.yaml with its merge keys resolved and its variables interpolated from an `.env`'s values, as Docker Compose
// does. Used by ops.test.ts (what the files say) and topology.test.ts (what they start).
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../config.js';

export interface Instruction {
  keyword: string;
  /** the arguments as written, continuation lines joined */
  args: string;
  /** `--name=value` flags before the arguments */
  flags: Record<string, string>;
  /** the arguments after the flags */
  rest: string;
  line: number;
}

export interface Stage {
  image: string;
  name?: string;
  instructions: Instruction[];
}

/** The Dockerfile's stages, each with its instructions (comments and parser directives left out). */
export function readDockerfile(file = path.join(repoRoot, 'Dockerfile')) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const instructions: Instruction[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*(#|$)/.test(lines[i])) continue;
    const line = i + 1;
    let text = lines[i];
    // A backslash at the end continues the instruction; comment lines inside it are skipped, as Docker does.
    while (/\\\s*$/.test(text) && i + 1 < lines.length) {
      text = text.replace(/\\\s*$/, ' ');
      i++;
      if (!/^\s*#/.test(lines[i])) text += lines[i];
    }
    const [, keyword, args] = /^\s*(\S+)\s*(.*)$/.exec(text)!;
    const flags: Record<string, string> = {};
    let rest = args.trim();
    for (let flag = /^--([a-z-]+)(?:=(\S*))?\s+/.exec(rest); flag; flag = /^--([a-z-]+)(?:=(\S*))?\s+/.exec(rest)) {
      flags[flag[1]] = flag[2] ?? '';
      rest = rest.slice(flag[0].length);
    }
    instructions.push({ keyword: keyword.toUpperCase(), args: args.trim(), flags, rest, line });
  }
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [image, as, name] = instruction.rest.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** An instruction's exec form (`["node", "server/serve.mjs"]`) as its words. */
export const execForm = (rest: string): string[] => JSON.parse(rest) as string[];

/** The environment a stage's ENV instructions set (`NAME=value` pairs, quoted or not). */
export function stageEnvironment(stage: Stage) {
  const env: Record<string, string> = {};
  for (const { rest } of stage.instructions.filter((i) => i.keyword === 'ENV')) {
    for (const [, name, quoted, plain] of rest.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(?:"([^"]*)"|(\S*))/g)) env[name] = quoted ?? plain;
  }
  return env;
}

/** A stage's working folder (its last WORKDIR), where its relative paths start. */
export const workdirOf = (stage: Stage) => stage.instructions.filter((i) => i.keyword === 'WORKDIR').at(-1)?.rest ?? '/';

export const COMPOSE_FILE = path.join(repoRoot, 'compose.yaml');

// ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?message}, ${NAME?message}, ${NAME:+other}, ${NAME+other}, $NAME; $$ is a $.
const VARIABLE = /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/** The variables a text names, each with what it says when it has no value (`op`: `:-`, `:?`…; none: plain). */
export function variablesIn(text: string) {
  return [...text.matchAll(VARIABLE)].filter((m) => m[0] !== '$$').map((m) => ({ name: m[1] ?? m[4], op: m[2] ?? '', arg: m[3] ?? '' }));
}

/** A text with its variables replaced from `values`, as Compose interpolates; a required one without a value throws. */
export function interpolate(text: string, values: Record<string, string | undefined>) {
  return text.replace(VARIABLE, (whole, braced: string | undefined, op: string | undefined, arg: string | undefined, plain: string | undefined) => {
    if (whole === '$$') return '$';
    const name = (braced ?? plain)!;
    const value = values[name];
    const empty = value === undefined || value === '';
    switch (op) {
      case ':-':
        return empty ? arg! : value;
      case '-':
        return value === undefined ? arg! : value;
      case ':?':
      case '?':
        if (op === ':?' ? empty : value === undefined) throw new Error(`required variable ${name} is missing a value: ${arg}`);
        return value!;
      case ':+':
        return empty ? '' : arg!;
      case '+':
        return value === undefined ? '' : arg!;
      default:
        return value ?? '';
    }
  });
}

const mapStrings = (value: unknown, change: (text: string) => string): unknown =>
  typeof value === 'string'
    ? change(value)
    : Array.isArray(value)
      ? value.map((item) => mapStrings(item, change))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]))
        : value;

// The file is read as loosely typed data: what each field holds is what the tests assert.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ComposeModel = any;

/** compose.yaml as written (merge keys resolved); with `values`, interpolated from them as `docker compose` does. */
export function readCompose(values?: Record<string, string | undefined>): ComposeModel {
  const model: unknown = parse(fs.readFileSync(COMPOSE_FILE, 'utf8'), { merge: true });
  return values ? mapStrings(model, (text) => interpolate(text, values)) : mapStrings(model, (text) => text);
}

/** A service's environment as a name → value map (Compose also takes a list of NAME=value). */
export function serviceEnvironment(service: { environment?: Record<string, unknown> | string[] }): Record<string, string> {
  const { environment = {} } = service;
  if (Array.isArray(environment)) return Object.fromEntries(environment.map((entry) => [entry.split('=')[0], entry.slice(entry.indexOf('=') + 1)]));
  return Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, value === null || value === undefined ? '' : String(value)]));
}

/** The `.env` an operator writes, as the example in ops/compose/ names it: NAME=value lines, commented ones too. */
export function readEnvExample() {
  const text = fs.readFileSync(path.join(repoRoot, 'ops', 'compose', 'env.example'), 'utf8');
  return text
    .split('\n')
    .map((line) => /^#?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map(([line, name, value]) => ({ name, value, commented: line.startsWith('#') }));
}
