/**
 * The early scripts' loader: index.html's <head> script (inlined by webpack.config.js, minified, ES5) that, for a
 * signed-in driver (a token cookie), adds the early script of the page being opened while the HTML still arrives —
 * src/page/earlyHome.ts on /home and /, src/page/early.ts on a page whose data goes out before the app's code
 * (config/entryRoutes.json `earlyReads`: the pages a reminder opens) — and nothing for a visitor or any other page.
 * Async and first in line (fetchpriority high): a few KB against the entry's 180. Each file's integrity comes in the
 * tag's own `data-integrity` attribute (scripts/subresourceIntegrity.mjs fills it); on the `earlyReads` pages the
 * server sends early.html, where scripts/early-html.mjs writes the early script in place of this loader.
 * The build puts in the arguments: `__EARLY_READS__` (the `earlyReads` paths), `__EARLY_FILE__` and
 * `__EARLY_HOME_FILE__` (the two entries' built files).
 */
/* global __EARLY_READS__, __EARLY_FILE__, __EARLY_HOME_FILE__ */
(function (d, pages, early, earlyHome) {
  var path = location.pathname;
  var file = /^\/(home)?$/.test(path) ? earlyHome : pages.indexOf(path) < 0 ? '' : early;
  if (!file || !/(^|;\s*)token=/.test(d.cookie)) return;
  var script = d.createElement('script');
  var integrity = JSON.parse(d.currentScript.getAttribute('data-integrity') || '{}');
  script.src = file;
  script.integrity = integrity[file] || '';
  script.async = true;
  script.setAttribute('fetchpriority', 'high');
  d.head.appendChild(script);
})(document, __EARLY_READS__, __EARLY_FILE__, __EARLY_HOME_FILE__);
