const { createHash } = require('node:crypto');
const webpack = require('webpack');

/**
 * Writes the build's file list into the service worker (`self.__WB_MANIFEST` in src/sw/serviceWorker.ts), the way
 * Workbox's InjectManifest does. Runs after webpack has settled the content hashes and before the gzip/brotli
 * copies are made, so sw.js and its compressed copies carry the final list.
 * A file with a content hash in its name needs no revision; index.html gets the hash of its content, so a deploy
 * that changes it installs a new worker (which then waits for the driver's 新版本可用 tap).
 */
class PrecacheManifestPlugin {
  constructor({ swFile = 'sw.js', exclude = [/\.(gz|br|map)$/, /LICENSE/] } = {}) {
    this.swFile = swFile;
    this.exclude = exclude;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecacheManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After OPTIMIZE_HASH (2500, real content hashes), before OPTIMIZE_TRANSFER (3000, compression).
        { name: 'PrecacheManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 100 },
        (assets) => {
          const sw = compilation.getAsset(this.swFile);
          if (!sw) return;
          const entries = Object.keys(assets)
            .filter((name) => name !== this.swFile && !this.exclude.some((re) => re.test(name)))
            .sort()
            .map((name) => ({
              url: `/${name}`,
              revision: /\.[0-9a-f]{8}\./.test(name) ? null : createHash('md5').update(compilation.getAsset(name).source.source()).digest('hex').slice(0, 16),
            }));
          const code = sw.source.source().toString();
          if (!code.includes('self.__WB_MANIFEST')) {
            compilation.errors.push(new webpack.WebpackError(`${this.swFile}: self.__WB_MANIFEST not found (was it minified away?)`));
            return;
          }
          compilation.updateAsset(this.swFile, new webpack.sources.RawSource(code.replace('self.__WB_MANIFEST', JSON.stringify(entries))));
        },
      );
    });
  }
}

module.exports = { PrecacheManifestPlugin };
