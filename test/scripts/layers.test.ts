import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The layer rule (eslint/layers.mjs, wired in eslint.config.mjs) and the cycle check (scripts/check-cycles.mjs), run
 * as `npm run lint` runs them. ESLint's Node API runs in a child node: it loads eslint.config.mjs with import(),
 * which jest's module VM refuses without --experimental-vm-modules.
 */

const ROOT_DIR = path.resolve(__dirname, '..', '..');

interface Case {
  filePath: string;
  code: string;
}
interface Found {
  ruleId: string | null;
  message: string;
}

/** Lints each text as if it were the file at filePath (which need not exist) with the project's own config. */
function lint(cases: Case[]): Found[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT_DIR)} });
    const out = [];
    for (const c of cases) {
      const [result] = await eslint.lintText(c.code, { filePath: c.filePath });
      out.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`eslint run failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Found[][];
}

const src = (file: string) => path.join(ROOT_DIR, 'src', file);

const refused: { name: string; case: Case; message: RegExp }[] = [
  {
    name: 'app → page (an early script)',
    case: { filePath: src('app/layersCase.ts'), code: "import '../page/early';\nexport const s = 1;\n" },
    message: /^app may not import page \('\.\.\/page\/early'\): layers go one way, page → app → .*nothing imports an early script/,
  },
  {
    name: 'ui → app (relative)',
    case: { filePath: src('ui/LayersCase.ts'), code: "import { store } from '../app/store';\nexport const s = store;\n" },
    message: /^ui may not import app \('\.\.\/app\/store'\): layers go one way/,
  },
  {
    name: 'lib → ui (relative)',
    case: { filePath: src('lib/layersCase.ts'), code: "import { Page } from '../ui/Page/Page';\nexport const P = Page;\n" },
    message: /^lib may not import ui \('\.\.\/ui\/Page\/Page'\): .*lib is pure functions/,
  },
  {
    name: 'feature → app (relative)',
    case: { filePath: src('features/home/layersCase.ts'), code: "import { store } from '../../app/store';\nexport const s = store;\n" },
    message: /^features\/home may not import app \('\.\.\/\.\.\/app\/store'\): .*features sit below app/,
  },
  {
    name: 'payment → feature (relative)',
    case: { filePath: src('payment/layersCase.ts'), code: "import { parkingPayRoutes } from '../features/parkingPay/routes';\nexport const r = parkingPayRoutes;\n" },
    message: /^payment may not import features\/parkingPay \('\.\.\/features\/parkingPay\/routes'\): .*payment knows no feature/,
  },
  {
    name: 'import type upward: lib → api',
    case: { filePath: src('lib/layersCase.ts'), code: "import type { ApiError } from '../api/apiError';\nexport type E = ApiError;\n" },
    message: /^lib may not import api \('\.\.\/api\/apiError'\), not even a type/,
  },
  {
    name: 'import type upward through the alias: ui → app',
    case: { filePath: src('ui/LayersCase.ts'), code: "import type { RootState } from '@/app/store';\nexport type S = RootState;\n" },
    message: /^ui may not import app \('@\/app\/store'\), not even a type/,
  },
  {
    name: 'feature → another feature (relative)',
    case: { filePath: src('features/home/layersCase.ts'), code: "import { parkingPayRoutes } from '../parkingPay/routes';\nexport const r = parkingPayRoutes;\n" },
    message: /^features\/home may not import features\/parkingPay \('\.\.\/parkingPay\/routes'\): a feature never imports another feature/,
  },
  {
    name: 'import() upward outside src/app: payment → app',
    case: { filePath: src('payment/layersCase.ts'), code: "export const load = () => import('../app/store');\n" },
    message: /^payment may not load app with import\(\) \('\.\.\/app\/store'\): a lazy import follows the layers too/,
  },
  {
    name: 'src → mocks/',
    case: { filePath: src('api/layersCase.ts'), code: "import { handlers } from '../../mocks/handlers';\nexport const h = handlers;\n" },
    message: /mocks\/, which never enters the app bundle/,
  },
];

const accepted: { name: string; case: Case }[] = [
  { name: 'page → app (an early script)', case: { filePath: src('page/layersCase.ts'), code: "import { startEarlyReads } from '@/app/earlyReads';\nexport const s = startEarlyReads;\n" } },
  { name: 'ui → lib', case: { filePath: src('ui/LayersCase.ts'), code: "import { formatMoney } from '../lib/format';\nexport const f = formatMoney;\n" } },
  { name: 'feature → payment', case: { filePath: src('features/home/layersCase.ts'), code: "import { usePayment } from '../../payment/usePayment';\nexport const u = usePayment;\n" } },
  { name: 'app → feature', case: { filePath: src('app/layersCase.ts'), code: "import { homeRoutes } from '../features/home/routes';\nexport const r = homeRoutes;\n" } },
  { name: 'app → feature, lazily', case: { filePath: src('app/layersCase.ts'), code: "export const load = () => import('@/features/home/routes');\n" } },
  { name: 'a feature within itself', case: { filePath: src('features/home/pages/LayersCase.ts'), code: "import { homeRoutes } from '../routes';\nexport const r = homeRoutes;\n" } },
  { name: 'lib → config/', case: { filePath: src('lib/layersCase.ts'), code: "import * as constants from '@config/constants';\nexport const c = constants;\n" } },
];

describe('layers/one-way', () => {
  let refusedFound: Found[][] = [];
  let acceptedFound: Found[][] = [];
  beforeAll(() => {
    const found = lint([...refused.map((r) => r.case), ...accepted.map((a) => a.case)]);
    refusedFound = found.slice(0, refused.length);
    acceptedFound = found.slice(refused.length);
  }, 60_000);

  it.each(refused.map((r, i) => [r.name, i] as const))('refuses %s, with that one message', (_name, i) => {
    const found = refusedFound[i];
    expect(found?.map((m) => m.ruleId)).toEqual(['layers/one-way']);
    expect(found?.[0]?.message).toMatch(refused[i]!.message);
  });

  it.each(accepted.map((a, i) => [a.name, i] as const))('accepts %s', (_name, i) => {
    expect(acceptedFound[i]).toEqual([]);
  });
});

describe('check-cycles', () => {
  let dir = '';
  beforeEach(() => {
    dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'cycles-')));
    // Its own tsconfig: the '~/' alias resolves through paths as '@/' does in src.
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true, paths: { '~/*': ['./*'] } },
    }));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const check = () => spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts/check-cycles.mjs'), dir, '--project', path.join(dir, 'tsconfig.json')], { encoding: 'utf8' });

  it('refuses two files importing each other (one edge an alias, the other type-only), naming both', () => {
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from '~/b';\nexport const a = (): number => b;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import type { a } from './a';\nexport const b = 1;\nexport type A = typeof a;\n");
    const run = check();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/import circles in .*: 1\n\s+\S*\/a\.ts <-> \S*\/b\.ts/);
  });

  it('passes a tree with no circle (an import() back is no circle)', () => {
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import { c } from '~/c';\nexport const b = c;\n");
    writeFileSync(path.join(dir, 'c.ts'), "export const c = 1;\nexport const later = () => import('./a');\n");
    const run = check();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/no import circle among 3 files/);
  });
});
