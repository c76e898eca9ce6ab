import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { paths } from '@/lib/paths';

const SRC = join(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

// A route path as a string literal, alone or starting a link: '/payPage', "/payPage?…", `/payPage?${…}`.
const routes = Object.values(paths).filter((p) => p !== '/');
const escaped = routes.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
const literal = new RegExp(`(['"\`])(${escaped.join('|')})(?=[?#'"\`])`, 'g');

test('every route path is written once, in lib/paths (links and tables take it from there)', () => {
  const offenders = sourceFiles(SRC)
    .filter((file) => !file.endsWith(join('lib', 'paths.ts')))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(literal)].map((m) => `${relative(SRC, file)}: ${m[2]}`);
    });
  expect(offenders).toEqual([]);
});

test('the check finds a hand-written path', () => {
  expect('navigate(`/payPage?${q}`); <Link to="/addCar">'.match(literal)).toEqual(['`/payPage', '"/addCar']);
});
