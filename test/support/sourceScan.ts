import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(__dirname, '../..');
export const SRC = join(ROOT, 'src');

/** The TypeScript sources under a folder, recursively (declarations left out). */
export function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** src/api's modules that inject endpoints into a service's API, as 'basic/service' (path under src/api, no extension). */
export function endpointModules(): string[] {
  return sourcesUnder(join(SRC, 'api'))
    .filter((file) => /\.injectEndpoints\(/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(join(SRC, 'api'), file).replace(/\.tsx?$/, ''))
    .sort();
}
