import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openapiDocument } from './contract/openapiDocument';

/**
 * `npm run openapi` writes docs/openapi.json from the schemas; `npm run openapi -- --check` fails when the file in the
 * repository is not what the schemas say (CI runs it: the document never drifts from the code).
 */
const file = join(__dirname, '..', 'docs', 'openapi.json');

async function main() {
  const text = `${JSON.stringify(await openapiDocument(), null, 2)}\n`;
  if (!process.argv.includes('--check')) {
    writeFileSync(file, text);
    console.log(`docs/openapi.json written: ${Object.keys((JSON.parse(text) as { paths: object }).paths).length} paths.`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // no document yet: it differs
  }
  if (current !== text) {
    console.error('docs/openapi.json is not what the schemas say: run `npm run openapi` and commit the result.');
    process.exit(1);
  }
  console.log('docs/openapi.json matches the schemas.');
}

void main();
