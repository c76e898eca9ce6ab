/**
 * `x.at(-1)` → `x[x.length - 1]`, for the packages compiled down to the promised phones (webpack.config.js
 * MODERN_PACKAGES): `.at()` is Chrome 92 / Safari 15.4, past the promise (docs/production.md), and a package's
 * "last item" is the only use of it found (web-vitals). Only where `x` is a plain chain (`this.a`, `t.entries`),
 * which reads the same twice; any other `.at()` is left for scripts/check-compat.mjs to refuse.
 */
module.exports = function lastItem({ types: t }) {
  const plainChain = (node) =>
    t.isIdentifier(node) || t.isThisExpression(node) || (t.isMemberExpression(node) && !node.computed && plainChain(node.object));
  return {
    name: 'last-item',
    visitor: {
      CallExpression(path) {
        const { callee, arguments: args } = path.node;
        if (!t.isMemberExpression(callee) || callee.computed || !t.isIdentifier(callee.property, { name: 'at' })) return;
        const [index] = args;
        if (args.length !== 1 || !t.isUnaryExpression(index, { operator: '-' }) || !t.isNumericLiteral(index.argument, { value: 1 })) return;
        if (!plainChain(callee.object)) return;
        const list = callee.object;
        path.replaceWith(t.memberExpression(t.cloneNode(list), t.binaryExpression('-', t.memberExpression(t.cloneNode(list), t.identifier('length')), t.numericLiteral(1)), true));
      },
    },
  };
};
