/**
 * Babel plugin (webpack builds only): a schema declared at the top of a module (`export const Bill = v.object(…)`,
 * `known(…)`, `paged(…)` — built with valibot's namespace or a helper of src/lib/schema.ts, wire.ts or a types file) is
 * built inside a pure IIFE: `/*#__PURE__*\/ (() => v.object(…))()`. A types file holds the schemas of many calls and a
 * page imports a few; building a schema has no side effect, but the minifier cannot know it: webpack reads an imported
 * binding as a property (`r.wH`), which terser keeps for fear of a getter, and with it the whole schema. Without this,
 * every schema of every types file the entry touches would ship in the first screen.
 */
const SCHEMA_MODULES = /(^valibot$|lib\/schema$|lib\/wire$|types$)/;

module.exports = function pureSchemas({ types: t }) {
  /** Is this callee `v.x` with v a valibot namespace import, or a function imported from a schema module? */
  function buildsSchema(callee, scope) {
    const id = t.isMemberExpression(callee) && t.isIdentifier(callee.object) ? callee.object : t.isIdentifier(callee) ? callee : null;
    if (!id) return false;
    const binding = scope.getBinding(id.name);
    const declaration = binding?.kind === 'module' ? binding.path.parentPath?.node : null;
    if (!t.isImportDeclaration(declaration)) return false;
    const source = declaration.source.value;
    if (t.isMemberExpression(callee)) return source === 'valibot' && t.isImportNamespaceSpecifier(binding.path.node);
    return SCHEMA_MODULES.test(source);
  }
  return {
    name: 'pure-schemas',
    visitor: {
      Program(program) {
        for (const statement of program.get('body')) {
          const declaration = statement.isExportNamedDeclaration() ? statement.get('declaration') : statement;
          if (!declaration.isVariableDeclaration()) continue;
          for (const declarator of declaration.get('declarations')) {
            const init = declarator.get('init');
            if (!init.isCallExpression() || !buildsSchema(init.node.callee, init.scope)) continue;
            const iife = t.callExpression(t.arrowFunctionExpression([], init.node), []);
            t.addComment(iife, 'leading', '#__PURE__');
            init.replaceWith(iife);
          }
        }
      },
    },
  };
};
