const { createHash } = require('node:crypto');
const webpack = require('webpack');

/**
 * Writes the build's file lists into the service worker (src/sw/serviceWorker.ts), the way Workbox's InjectManifest
 * does: `self.__WB_MANIFEST` becomes the shell it stores when it installs, `self.__WB_LATER` every other file of the
 * build, which it stores when first used or fetches when the phone is idle. The whole build (500 files, 2.2 MB
 * brotli) stored at install took a phone on a weak signal more than a minute, during which nothing worked offline.
 *
 * The shell is index.html, the entry's files, and the files of the chunk groups `shell` names page by page
 * (config/precacheShell.json): a group is the code webpackChunkName names and the shared chunks it loads with, so a
 * page's list follows the code, not file names. A name that is gone (a chunk renamed, a page moved) fails the
 * build: a shell that silently lost a page would only show offline, on a driver's phone.
 *
 * Runs after webpack has settled the content hashes and before the gzip/brotli copies are made, so sw.js and its
 * compressed copies carry the final lists. A file with a content hash in its name needs no revision; index.html
 * gets the hash of its content, so a deploy that changes it installs a new worker (which then waits for the
 * driver's 新版本可用 tap). scripts/prerender-home.mjs rewrites that revision after it changes index.html.
 */
class PrecacheManifestPlugin {
  /**
   * @param {object} options
   * @param {Record<string, string[]>} options.shell page → names of the chunk groups it needs beyond the entry
   * @param {string} [options.swFile]
   * @param {RegExp[]} [options.exclude] files of the build that are never fetched by the app
   */
  constructor({ shell, swFile = 'sw.js', exclude = [/\.(gz|br|map)$/, /LICENSE/] }) {
    const pages = Object.entries(shell ?? {}).filter(([page]) => !page.startsWith('_'));
    if (!pages.length || pages.some(([, names]) => !Array.isArray(names) || names.some((n) => typeof n !== 'string'))) {
      throw new Error('PrecacheManifestPlugin: `shell` must map each page to a list of chunk group names');
    }
    this.shell = Object.fromEntries(pages);
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
          const fail = (message) => compilation.errors.push(new webpack.WebpackError(`PrecacheManifestPlugin: ${message}`));
          const wanted = (name) => name !== this.swFile && !this.exclude.some((re) => re.test(name)) && Boolean(assets[name]);
          // The worker's own chunk is no file of the app's.
          const ofWorker = (group) => group.chunks.some((c) => c.files.has(this.swFile));

          const shell = new Set();
          // Files outside any chunk (index.html) are the shell: the worker answers every page with them.
          const inChunks = new Set();
          for (const chunk of compilation.chunks) for (const f of filesOf(chunk)) inChunks.add(f);
          for (const name of Object.keys(assets)) if (!inChunks.has(name) && wanted(name)) shell.add(name);
          for (const entry of compilation.entrypoints.values()) if (!ofWorker(entry)) for (const f of groupFiles(entry)) if (wanted(f)) shell.add(f);
          const missing = [];
          for (const [page, names] of Object.entries(this.shell)) {
            for (const name of names) {
              const group = compilation.namedChunkGroups.get(name);
              if (!group) missing.push(`"${name}" (${page})`);
              else for (const f of groupFiles(group)) if (wanted(f)) shell.add(f);
            }
          }
          if (missing.length) {
            fail(`no chunk group named ${missing.join(', ')}: config/precacheShell.json names a webpackChunkName that is not in this build. Rename it there too (or drop it), or the page's code is not stored for offline use.`);
            return;
          }

          // The rest in the order webpack met the code (the entry's own routes before the later domains), each
          // group's files together, so a page is whole as early as it can be; then anything left.
          const later = [];
          const seen = new Set(shell);
          const take = (f) => {
            if (seen.has(f) || !wanted(f)) return;
            seen.add(f);
            later.push(f);
          };
          for (const group of compilation.chunkGroups) if (!ofWorker(group)) for (const f of groupFiles(group)) take(f);
          for (const name of Object.keys(assets).sort()) take(name);

          const code = sw.source.source().toString();
          for (const marker of ['self.__WB_MANIFEST', 'self.__WB_LATER']) {
            // Once, as the worker reads it: a second copy left by the minifier would stay unreplaced.
            const count = code.split(marker).length - 1;
            if (count !== 1) {
              fail(`${this.swFile}: ${marker} found ${count} times, expected once (was it minified away or copied?)`);
              return;
            }
          }
          const entries = [...shell].sort().map((name) => ({
            url: `/${name}`,
            revision: /\.[0-9a-f]{8,}\./.test(name) ? null : createHash('md5').update(compilation.getAsset(name).source.source()).digest('hex').slice(0, 16),
          }));
          const next = code.replace('self.__WB_MANIFEST', JSON.stringify(entries)).replace('self.__WB_LATER', JSON.stringify(later.map((f) => `/${f}`)));
          compilation.updateAsset(this.swFile, new webpack.sources.RawSource(next));
        },
      );
    });
  }
}

/** A chunk's files and what its modules emit (images past the inlining limit). */
function filesOf(chunk) {
  return [...chunk.files, ...chunk.auxiliaryFiles];
}

/** Every file a chunk group's chunks hold: what loading that group fetches. */
function groupFiles(group) {
  return group.chunks.flatMap(filesOf);
}

module.exports = { PrecacheManifestPlugin };
