// Every call of every contract, by name (decision 016): the contracts are found by folder, in
// shared-api/src/contracts/ and as each feature's `contract.ts` (features.ts, decision 044), so a new feature needs no
// list here. Names are unique across features (contracts.test.ts checks).
import fs from 'node:fs';
import type { Endpoint } from '../../../shared-api/src/contract.js';
import { featureContracts } from '../features.js';

const folder = new URL('../../../shared-api/src/contracts/', import.meta.url);

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value && 'name' in value;

let loading: Promise<Endpoint[]> | undefined;

/** Every call of every contract. */
export function allEndpoints(): Promise<Endpoint[]> {
  loading ??= (async () => {
    // TypeScript beside the source, JavaScript in the compiled server.
    const files = [...new Set(fs.readdirSync(folder).filter((file) => /^[a-z0-9-]+\.(ts|js)$/.test(file)).map((file) => file.replace(/\.(ts|js)$/, '.js')))];
    const urls = [...files.map((file) => new URL(file, folder)), ...featureContracts()];
    const modules: Record<string, unknown>[] = await Promise.all(urls.map((url) => import(url.href)));
    return modules.flatMap((exported) => Object.values(exported).flatMap((value) => (typeof value === 'object' && value !== null ? Object.values(value).filter(isEndpoint) : [])));
  })();
  return loading;
}

/** A call by its name (`getBlogs`), or undefined. */
export async function endpointNamed(name: string) {
  return (await allEndpoints()).find((endpoint) => endpoint.name === name);
}
