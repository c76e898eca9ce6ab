// Babel transpiles (webpack and jest); `tsc --noEmit` type-checks. Targets come from .browserslistrc.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') && !isTest }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
    ],
    // Each page's chunk takes only the antd-mobile components it draws (see the plugin); jest takes the package whole.
    plugins: isTest ? [] : ['./scripts/babelAntdMobileImports.js', './scripts/babelPureSchemas.js'],
  };
};
