import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Feature } from '@/ui/lazyPage';
import { replaySlices } from '@/app/devtoolsReplay';
import { endpointModules, ROOT, SRC, sourcesUnder } from '../support/sourceScan';

/**
 * What Redux DevTools need to replay a log from any page is listed by hand (src/api/allEndpoints.ts, the features of
 * src/app/devtoolsReplay.ts); these keep the lists complete: a new module that injects endpoints, or a new feature
 * with slices, fails here until it is listed.
 */

test('src/api/allEndpoints.ts imports every module of src/api that injects endpoints, and nothing else', () => {
  const listed = [...readFileSync(join(SRC, 'api/allEndpoints.ts'), 'utf8').matchAll(/^import '\.\/([^']+)';$/gm)].map((m) => m[1]).sort();
  const injecting = endpointModules();
  expect(injecting.length).toBeGreaterThanOrEqual(47);
  expect(listed).toEqual(injecting);
});

function isFeature(value: unknown): value is Feature {
  return !!value && typeof value === 'object' && typeof (value as Feature).name === 'string' && Array.isArray((value as Feature).slices);
}

test('every slice of every Feature in src is among the slices a DevTools store starts with', async () => {
  const files = sourcesUnder(SRC).filter((file) => /\bslices:\s*\[/.test(readFileSync(file, 'utf8')));
  expect(files.length).toBeGreaterThanOrEqual(3);
  const byPath = new Map(replaySlices.map((s) => [s.reducerPath, s.reducer]));
  const missing: string[] = [];
  let seen = 0;
  for (const file of files) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const feature of new Set(Object.values(mod).filter(isFeature))) {
      for (const slice of feature.slices ?? []) {
        seen += 1;
        if (byPath.get(slice.reducerPath) !== slice.reducer) missing.push(`${relative(ROOT, file)}: ${feature.name} → ${slice.reducerPath}`);
      }
    }
  }
  expect(seen).toBeGreaterThanOrEqual(3);
  expect(missing).toEqual([]);
});
