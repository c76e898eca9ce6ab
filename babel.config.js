// Babel transpiles (webpack and jest); `tsc --noEmit` type-checks. Targets come from .browserslistrc.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') && !isTest }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
    ],
  };
};
