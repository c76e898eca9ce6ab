// No import circle in src/, type imports included: every import and re-export is resolved as tsc resolves it
// (tsconfig's paths, so '@/…' and relative paths alike), and any strongly connected group of two or more files, or a
// file that imports itself, fails the run with the files of the circle. A circle is how a lower layer comes to know
// a higher one without anyone writing that import. Part of `npm run lint`.
// `node scripts/check-cycles.mjs [dir] [--project tsconfig.json]`: another tree (a test's fixture) with its own options.
import ts from 'typescript';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const { values: flags, positionals } = parseArgs({ options: { project: { type: 'string' } }, allowPositionals: true });
const src = resolve(positionals[0] ?? join(root, 'src'));
const tsconfig = resolve(flags.project ?? join(root, 'tsconfig.json'));
const name = relative(root, src) || '.';
const config = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
const options = config.options;
const host = ts.createCompilerHost(options);

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'sw' ? [] : filesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

// Dynamic import() (lazy routes, features, bridges) is how a layer loads what it must not import: a route table
// naming its pages' chunks is not a circle of static dependencies. Only static edges (type-only ones too) count.
const DYNAMIC = /import\(\s*(?:\/\*[^*]*\*\/\s*)?['"][^'"]+['"]\s*\)/g;
const files = filesUnder(src);
const inSrc = new Set(files);
const staticEdges = new Map();
for (const file of files) {
  const text = ts.sys.readFile(file) ?? '';
  const statics = ts.preProcessFile(text.replace(DYNAMIC, 'null'), true, true).importedFiles.map((f) => f.fileName);
  const to = new Set();
  for (const spec of statics) {
    const resolved = ts.resolveModuleName(spec, file, options, host).resolvedModule?.resolvedFileName;
    if (resolved && inSrc.has(resolved)) to.add(resolved);
  }
  staticEdges.set(file, [...to]);
}

// Tarjan's strongly connected components, iteratively (the graph has hundreds of files).
let index = 0;
const idx = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const circles = [];
for (const start of files) {
  if (idx.has(start)) continue;
  const work = [[start, 0]];
  idx.set(start, index); low.set(start, index); index++; stack.push(start); onStack.add(start);
  while (work.length) {
    const frame = work[work.length - 1];
    const [v, i] = frame;
    const next = staticEdges.get(v) ?? [];
    if (i < next.length) {
      frame[1]++;
      const w = next[i];
      if (!idx.has(w)) {
        idx.set(w, index); low.set(w, index); index++; stack.push(w); onStack.add(w);
        work.push([w, 0]);
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
      continue;
    }
    work.pop();
    if (work.length) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(v)));
    }
    if (low.get(v) === idx.get(v)) {
      const group = [];
      let w;
      do { w = stack.pop(); onStack.delete(w); group.push(w); } while (w !== v);
      const selfLoop = group.length === 1 && (staticEdges.get(v) ?? []).includes(v);
      if (group.length > 1 || selfLoop) circles.push(group);
    }
  }
}

if (circles.length) {
  console.error(`import circles in ${name}/ (type imports included): ${circles.length}`);
  for (const group of circles) console.error(`  ${group.map((f) => relative(root, f)).sort().join(' <-> ')}`);
  process.exit(1);
}
console.log(`no import circle among ${files.length} files of ${name}/ (static imports, type-only included)`);
