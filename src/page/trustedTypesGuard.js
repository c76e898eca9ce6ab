/**
 * The page's `default` Trusted Types policy, first in index.html's <head> (webpack.config.js inlines it, minified to
 * ES5; the page's CSP allows it by its hash): it exists before any other script can reach a sink.
 *
 * A script URL given as a plain string (webpack's runtime loading a page's chunk, the start scripts in <head> adding
 * the entry and the likely-next page) is let through only when it is one of this build's own files: a path under
 * /assets/ on this origin, ending .js, with no query. An HTML string passes only from AMap's script (below).
 * Everything else a string would reach — other HTML, script text, any other script URL — is refused by the browser,
 * which reports the violation. The app's own
 * deliberate sinks (server HTML through DOMPurify, the hosts' SDKs, the service worker, WeChat's templates) go
 * through the `app` policy instead (src/platform/trustedTypes.ts); docs/production.md lists both.
 *
 * Where the engine has no Trusted Types (Safari before 26, Firefox ESR) there is nothing to guard: CSP's script-src
 * still decides what runs.
 */
(function (w) {
  var tt = w.trustedTypes;
  if (!tt || !tt.createPolicy) return;
  var own = /^\/assets\/[\w.-]+\.js$/;
  // AMap's JS API (loaded by the map page only, src/features/map/amap.ts) builds its map and controls from HTML
  // strings: a string passes only while AMap's own script is on the stack, as it would have without Trusted Types.
  var amap = /https:\/\/(?:webapi|vdata)\.amap\.com\//;
  tt.createPolicy('default', {
    createHTML: function (value) {
      return amap.test(String(new Error().stack)) ? value : null;
    },
    createScriptURL: function (value) {
      var url = new URL(value, w.location.href);
      if (url.origin === w.location.origin && own.test(url.pathname) && !url.search && !url.hash) return url.href;
      // No value: the browser refuses the assignment and reports it.
      return null;
    },
  });
})(window);
