import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './freePort.mjs';

/**
 * `npm run preview` on `port` for a benchmark, in its own process group (stopping npx alone left tsx and node
 * serving), stopped when the script exits. `dir` serves another build folder than dist/ (PREVIEW_DIR). Resolves when /home answers; fails if it never does (no dist/ yet).
 */
export async function startPreview(port, dir = process.env.PREVIEW_DIR) {
  const base = `http://localhost:${port}`;
  const env = { ...process.env, PORT: String(port), ...(dir ? { PREVIEW_DIR: dir } : {}) };
  const server = spawn('npx', ['tsx', 'scripts/preview-server.ts'], { env, stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/home`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('preview server did not start (did you run npm run build?)');
}

/** The earlier builds BEFORE names (comma-separated) as sides: `before`, `before2`… The same folder twice is a run of
 * one build against itself, the spread any difference must clear. */
function beforeSides(root) {
  const folders = (process.env.BEFORE ?? '').split(',').filter(Boolean);
  return Object.fromEntries(folders.map((f, i) => [i ? `before${i + 1}` : 'before', path.relative(root, path.resolve(root, f))]));
}

/** An earlier build's side (BEFORE), measured as the app is. */
export const isBefore = (side) => /^before\d*$/.test(side);

/**
 * The side-by-side benchmarks' rounds (bench:floor, bench:first-tap…): one preview per build (`sides` maps a name to
 * its build folder, undefined for dist/), plus `before` (`before2`…) for each earlier build BEFORE names; `rounds` rounds,
 * the order turning each round so that no side always runs on a warmer or a busier machine. `measure(base, side,
 * round)` is one run (round from 1); `report(side, round, result)` prints it. Resolves to each side's results; the previews are stopped.
 */
export async function interleavedSides(sides, rounds, measure, report) {
  const root = new URL('..', import.meta.url).pathname;
  const folders = { ...sides, ...beforeSides(root) };
  const names = Object.keys(folders);
  // One preview per build: sides that measure one build in two ways (bench:long-tasks' app and devtools) share it.
  const servers = new Map();
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  try {
    for (const folder of new Set(names.map((name) => folders[name]))) servers.set(folder, await startPreview(await freePort(), folder));
    for (let i = 0; i < rounds; i += 1) {
      for (const name of names.map((_, k) => names[(k + i) % names.length])) {
        const result = await measure(servers.get(folders[name]).base, name, i + 1);
        runs[name].push(result);
        report(name, i + 1, result);
      }
    }
  } finally {
    for (const server of servers.values()) server.stop();
  }
  return runs;
}

