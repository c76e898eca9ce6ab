import { spawn } from 'node:child_process';

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
