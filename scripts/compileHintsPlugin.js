const webpack = require('webpack');

/** V8's explicit compile hint (Chrome 136 and later): compile every function of this file as the file arrives. */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's compile hint at the top of every script of the build but the named chunks' (the service worker's).
 * Without it V8 pre-parses each function as a file arrives and parses it again on the main thread the first time it
 * is called, inside whatever task calls it: for the entry, the boot's steps (React DOM's module, RTK Query's, the
 * router's first match) were up to 68 ms at 4× CPU; for a page's chunks, the one task that evaluates the page's
 * modules (the likely-next page run when the home is first idle: 12–33 ms traced, its compile most of it). With it
 * each file is compiled whole as it arrives: on a background thread while it streams in, or, for a file already
 * fetched (a preload), in the task that runs that file, one file a task. What a page does not call is compiled too:
 * a small cost beside a long task on the first screen. An engine that does not know the hint (WebKit, Firefox, older
 * WebViews) reads a comment.
 *
 * It runs after the minifier, which would drop the comment (the hint then stands above the license pointer the
 * minifier writes), and before the source maps, the real content hashes and the compressed copies, so all of them
 * describe the file as served.
 */
class CompileHintsPlugin {
  /** @param {{ except?: string[] }} [options] chunks whose scripts are left as they are */
  constructor({ except = [] } = {}) {
    this.except = new Set(except);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // OPTIMIZE_SIZE is the minifier's stage; DEV_TOOLING (source maps) comes after this one.
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const names = new Set([...compilation.chunks].map((chunk) => chunk.name));
          const missing = [...this.except].filter((name) => !names.has(name));
          // A chunk renamed would otherwise quietly get the hint.
          if (missing.length) compilation.errors.push(new webpack.WebpackError(`CompileHintsPlugin: there is no chunk ${missing.map((n) => `"${n}"`).join(', ')}`));
          // A set: a file is hinted once even if two chunks were to name it.
          const files = new Set([...compilation.chunks].filter((chunk) => !this.except.has(chunk.name)).flatMap((chunk) => [...chunk.files]));
          for (const file of files) {
            if (!file.endsWith('.js') || !compilation.getAsset(file)) continue;
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };
