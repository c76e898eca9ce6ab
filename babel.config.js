// Babel transpiles for webpack (jest uses swc: jest.config.js); `tsc --noEmit` type-checks. Targets come from
// .browserslistrc.
module.exports = (api) => ({
  presets: [
    ['@babel/preset-env', { bugfixes: true, modules: false }],
    ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') }],
    ['@babel/preset-typescript', { allowDeclareFields: true }],
  ],
  // Each page's chunk takes only the antd-mobile components it draws (see the plugin).
  plugins: ['./scripts/babelAntdMobileImports.js', './scripts/babelPureSchemas.js'],
});
