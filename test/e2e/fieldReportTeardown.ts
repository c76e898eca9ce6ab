import { execFileSync } from 'node:child_process';

/**
 * After the journeys (both lanes' previews are still up): what their pages reported as drivers' phones would, and the
 * security policy's violations their browsers reported, printed by `npm run field-report`. The journeys' own page
 * views are the first field data; nothing here fails the run.
 */
export default function printFieldReports() {
  const port = Number(process.env.E2E_PORT ?? 4173);
  for (const p of [port, port + 2]) {
    try {
      process.stdout.write(execFileSync('node', ['scripts/field-report.mjs', `http://localhost:${p}`], { encoding: 'utf8', timeout: 20_000 }));
    } catch (e) {
      process.stdout.write(`field-report: nothing from http://localhost:${p} (${(e as Error).message.split("\n")[0]})\n`);
    }
  }
}
