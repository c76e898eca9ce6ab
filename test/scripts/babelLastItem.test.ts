import { transformSync } from '@babel/core';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own babel plugin, CommonJS as webpack.config.js loads it
const lastItem = require('../../scripts/babelLastItem.js');

const compile = (code: string) => transformSync(code, { configFile: false, babelrc: false, plugins: [lastItem] })?.code ?? '';

test('a plain chain\'s .at(-1) is read by index, which every promised phone has; any other .at() is left for the compat check to refuse', () => {
  expect(compile('a = this.i.at(-1); b = t.entries.at(-1);')).toBe('a = this.i[this.i.length - 1];\nb = t.entries[t.entries.length - 1];');
  // A call would run twice, and another index is not "the last": both stay as written.
  expect(compile('c = f().at(-1); d = x.at(0); e = x.at(-2);')).toBe('c = f().at(-1);\nd = x.at(0);\ne = x.at(-2);');
});
