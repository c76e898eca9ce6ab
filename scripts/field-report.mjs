#!/usr/bin/env node
/**
 * `npm run field-report [-- http://localhost:4173]`: what drivers' phones reported to a running preview's mock
 * (POST /basic/v2/api/fieldReports, kept by mocks/db/fieldReports.ts), as a monitoring console shows it: p75 and
 * counts of each page's LCP, INP, CLS, TTFB and FIGURE by client, INP's slowest scripts, the errors by count with
 * their route, apart from them the page views that gave up before the app started (their errors, scripts that failed
 * to load, apps not started), and the failed calls by template and code; then the security policy's violations the browsers reported
 * (POST /basic/v2/api/securityReports, kept by mocks/db/securityReports.ts) by directive × blocked kind × route, newest
 * first. CI prints it after the journeys (their taps are field data).
 */
const base = (process.argv[2] ?? process.env.FIELD_BASE ?? 'http://localhost:4173').replace(/\/+$/, '');

const ms = (m) => (m ? `${m.p75}`.padStart(6) + ` (${m.count})`.padEnd(6) : '     —      ');

export async function printFieldReport(from) {
  const res = await fetch(`${from}/__mock/fieldReports`);
  const { data } = await res.json();
  console.log(`Field reports at ${from}: ${data.records} records`);
  console.log('\nSpeed, p75 in ms (count); CLS unitless');
  console.log(`${'route'.padEnd(30)} ${'client'.padEnd(8)} ${['LCP', 'INP', 'CLS', 'TTFB', 'FIGURE'].map((n) => n.padEnd(12)).join(' ')}`);
  for (const page of data.pages) {
    const { metrics } = page;
    console.log(`${page.route.padEnd(30)} ${page.client.padEnd(8)} ${['LCP', 'INP', 'CLS', 'TTFB', 'FIGURE'].map((n) => ms(metrics[n])).join(' ')}`);
    for (const s of page.slowScripts) console.log(`${''.padEnd(40)}slowest INP script: ${s.script}${s.phase ? ` [${s.phase}]` : ''} ×${s.count}`);
  }
  console.log(`\nErrors (${data.errors.length} kinds)`);
  for (const e of data.errors) {
    console.log(`  ×${e.count} ${e.kind} on ${e.route}: ${e.name}${e.message ? `: ${e.message}` : ''}${e.source ? ` at ${e.source}` : ''}`);
    if (e.lastActions.length) console.log(`      after ${e.lastActions.slice(-3).join(' → ')}`);
  }
  // Page views whose app had not started when they reported: the driver gave up first, or the app's code never came
  // (index.html's own sender, src/page/fieldQueue.js; a script that failed to load, an app not started after 8 s).
  const gaveUp = data.beforeApp ?? [];
  console.log(`\nGave up before the app started (${gaveUp.reduce((n, e) => n + e.count, 0)} reports, ${gaveUp.length} kinds)`);
  for (const e of gaveUp) console.log(`  ×${e.count} ${e.kind} on ${e.route}: ${e.name}${e.message ? `: ${e.message}` : ''}${e.source ? ` at ${e.source}` : ''}`);
  console.log(`\nFailed calls (${data.apiFailures.length} kinds)`);
  for (const a of data.apiFailures.slice(0, 30)) console.log(`  ×${a.count} ${a.call} → ${a.code}`);
  await printViolations(from);
  return data;
}

/** The security policy's violations (docs/rules/field-reports.md): counts by directive × blocked kind × route, newest first. */
export async function printViolations(from) {
  const res = await fetch(`${from}/__mock/securityReports`);
  const { data } = await res.json();
  if (!data.total) {
    console.log('\nSecurity policy: no policy violations');
    return data;
  }
  console.log(`\nSecurity policy violations (${data.total}, newest first)`);
  for (const x of data.violations.slice(0, 30)) {
    const words = x.sampleWords.length ? ` [${x.sampleWords.join(', ')}]` : '';
    const report = x.dispositions.includes('enforce') ? '' : ' (report-only)';
    console.log(`  ×${x.count} ${x.directive} blocked ${x.blocked} on ${x.route}${words}${report}`);
    for (const source of x.sources.slice(0, 3)) console.log(`      from ${source}`);
  }
  return data;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printFieldReport(base).catch((e) => {
    console.error(`field-report: no preview answered at ${base} (${e.message}). Start one with npm run preview, or name it: npm run field-report -- http://localhost:8080`);
    process.exit(1);
  });
}
