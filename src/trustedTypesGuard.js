/**
 * The page's `default` Trusted Types policy, first in index.html's <head> (webpack.config.js inlines it, minified to
 * ES5; the page's CSP allows it by its hash): it exists before any other script can reach a sink.
 *
 * A script URL given as a plain string (webpack's runtime loading a page's chunk, the start scripts in <head> adding
 * the entry and the likely-next page) is let through only when it is one of this build's own files: a path under
 * /assets/ on this origin, ending .js, with no query. Everything else a string would reach — HTML for innerHTML, script
 * text, any other script URL — has no rule here, so the browser refuses it and reports the violation. The app's own
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
  tt.createPolicy('default', {
    createScriptURL: function (value) {
      var url = new URL(value, w.location.href);
      if (url.origin === w.location.origin && own.test(url.pathname) && !url.search && !url.hash) return url.href;
      // No value: the browser refuses the assignment and reports it.
      return null;
    },
  });
})(window);
