/**
 * Babel plugin (webpack builds only): `import { Button, List } from 'antd-mobile'` becomes one import per component
 * module (`antd-mobile/es/components/button`, …). antd-mobile marks its index as having side effects, so through
 * the index every page's chunk would share one chunk of every component any page uses; per module, a page loads
 * only the components it draws. The map comes from antd-mobile's own index, so it follows the installed version.
 * The index's one side effect, the global styles, is imported once by src/ui/kit/setup.ts.
 */
const fs = require('node:fs');
const path = require('node:path');

const LIB = 'antd-mobile';
const indexFile = path.join(path.dirname(require.resolve(`${LIB}/package.json`)), 'es/index.js');
const exportsOf = new Map();
for (const m of fs.readFileSync(indexFile, 'utf8').matchAll(/export \{ (?:(default) as )?(\w+) \} from '\.\/([^']+)'/g)) {
  const [, isDefault, name, file] = m;
  exportsOf.set(name, { source: `${LIB}/es/${file}`, imported: isDefault ? 'default' : name });
}

module.exports = function antdMobileImports({ types: t }) {
  return {
    name: 'antd-mobile-imports',
    visitor: {
      ImportDeclaration(p) {
        if (p.node.source.value !== LIB || p.node.importKind === 'type') return;
        const kept = [];
        const split = [];
        for (const s of p.node.specifiers) {
          if (!t.isImportSpecifier(s) || s.importKind === 'type') {
            kept.push(s);
            continue;
          }
          const name = t.isIdentifier(s.imported) ? s.imported.name : s.imported.value;
          const target = exportsOf.get(name);
          // Types (ButtonProps, …) are not in the index's value exports: they stay, and TypeScript strips them.
          if (!target) {
            kept.push(s);
            continue;
          }
          const spec = target.imported === 'default' ? t.importDefaultSpecifier(s.local) : t.importSpecifier(s.local, t.identifier(target.imported));
          split.push(t.importDeclaration([spec], t.stringLiteral(target.source)));
        }
        if (split.length === 0) return;
        if (kept.length > 0) split.push(t.importDeclaration(kept, t.stringLiteral(LIB)));
        p.replaceWithMultiple(split);
      },
    },
  };
};
