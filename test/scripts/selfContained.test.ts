import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The check that keeps the repository standing alone (scripts/check-self-contained.mjs, part of `npm run lint`). */

const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'check-self-contained.mjs');
// The bad paths are put together here, not written out, or this file would fail the check it tests.
const UP = '../';
const SPEC = ['shared', 'spec'].join('/');
const DESIGN = ['ARCHITECTURE', 'md'].join('.');

function checkout(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'self-contained-')));
  execFileSync('git', ['init', '-q'], { cwd: dir });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function check(files: Record<string, string>) {
  const dir = checkout(files);
  try {
    const run = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
    return { status: run.status, out: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('paths that stay inside the repository pass, imports and links alike', () => {
  const run = check({
    'test/mocks/endpoints.test.ts': "import endpoints from '../../docs/spec/endpoints.json';\n",
    'docs/rules/money.md': 'See [the contract](../mock-backend.md). An import reads `../app/store`.\n',
    'README.md': 'Read [docs](docs/README.md).\n',
  });
  expect(run.out).toContain('every path stays inside the repository');
  expect(run.status).toBe(0);
});

test('an import, a script argument or a link that climbs out of the repository fails, naming the file and line', () => {
  const run = check({
    'test/mocks/endpoints.test.ts': `\nimport endpoints from '${UP.repeat(3)}${SPEC}/endpoints.json';\n`,
    'package.json': `{ "scripts": { "coverage:spec": "node ${UP}tools/spec-coverage.mjs" } }\n`,
    'docs/spec.md': `The rules: [spec](${UP.repeat(2)}spec/driver-app-spec.md).\n`,
  });
  expect(run.status).toBe(1);
  expect(run.out).toContain(`test/mocks/endpoints.test.ts:2: ${UP.repeat(3)}${SPEC}/endpoints.json leaves the repository`);
  expect(run.out).toContain(`package.json:1: ${UP}tools/spec-coverage.mjs leaves the repository`);
  expect(run.out).toContain(`docs/spec.md:1: ${UP.repeat(2)}spec/driver-app-spec.md leaves the repository`);
});

test('the reference folders beside the clone are refused however they are named', () => {
  const run = check({ 'README.md': `The product rules are in \`${SPEC}/driver-app-spec.md\`, the design in ${DESIGN}.\n` });
  expect(run.status).toBe(1);
  expect(run.out).toMatch(/README\.md:1: shared\/spec is outside/);
  expect(run.out).toMatch(/README\.md:1: ARCHITECTURE\.md is outside/);
});
