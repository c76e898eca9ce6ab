/**
 * The page's own script tags (`<script defer src="/assets/…">`) become one inline script at the end of <body> that adds
 * them, in order (async off: they run in the order added, after #root exists, as deferred ones did).
 *
 * Why: the page's CSP allows scripts by the hashes of its inline scripts and 'strict-dynamic' (scripts/securityHeaders.ts),
 * under which a script tag written in the HTML is refused whatever its source; a script an allowed script adds is
 * not. Each script carries its integrity once the build is done (scripts/subresourceIntegrity.mjs fills the map).
 * The production build of the full app needs none of this (scripts/prerender-home.mjs turns its tags into the
 * home's start script); the development server and the embedded build use this plugin.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'ScriptLoaderPlugin';

/** The loader's code for `sources` (paths on this origin). */
function loaderCode(sources) {
  return `(function(d,s,I){I=JSON.parse(I||'{}');for(var i=0;i<s.length;i++){var n=d.createElement('script');n.src=s[i];n.integrity=I[s[i]]||'';n.async=false;d.body.appendChild(n)}})(document,${JSON.stringify(sources).replace(/</g, '\\u003c')},document.currentScript.getAttribute('data-integrity'))`;
}

class ScriptLoaderPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const isScriptFile = (tag) => tag.tagName === 'script' && tag.attributes && typeof tag.attributes.src === 'string';
        const sources = [...data.headTags, ...data.bodyTags].filter(isScriptFile).map((tag) => tag.attributes.src);
        if (!sources.length) return data;
        data.headTags = data.headTags.filter((tag) => !isScriptFile(tag));
        data.bodyTags = [
          ...data.bodyTags.filter((tag) => !isScriptFile(tag)),
          HtmlWebpackPlugin.createHtmlTagObject('script', { 'data-integrity': true }, loaderCode(sources), { plugin: NAME }),
        ];
        return data;
      });
    });
  }
}

module.exports = { ScriptLoaderPlugin, loaderCode };
