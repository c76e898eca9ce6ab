/**
 * The start watch, inline in index.html's <head> right after the field queue (src/page/fieldQueue.js), minified to
 * ES5 by webpack.config.js like every script of src/page/: it reports the visits where the app never came. One of the
 * app's own scripts (/assets/*.js: the entry, a vendor file, a page's code named in <head>) that fails to load before
 * the app has mounted — refused, cut off, failing its integrity check — is an `entry` record naming the file; the
 * failed load is an error event on the script element, which does not bubble, so it is caught at the window in the
 * capture phase. If the app has not mounted (`window.__appMounted`, set by src/app/mountApp.tsx) 8 s after the page
 * opened — the same patience as the field code's white screen — a `notStarted` record goes at once, by beacon, with
 * what the queue holds, and never again: the driver may stay on the dead page for minutes, or leave it without the
 * page ever being hidden. Once the field code has taken the queue over, both records go to it instead.
 */
(function (w) {
  w.addEventListener(
    'error',
    function (e) {
      var s = e.target;
      if (!w.__appMounted && s && s.tagName === 'SCRIPT' && /\/assets\/[^/?#]+\.js([?#]|$)/.test(s.src)) w.__fieldQueue.push(['entry', null, s.src]);
    },
    true
  );
  setTimeout(function () {
    var q = w.__fieldQueue;
    if (w.__appMounted || !q) return;
    q.push(['notStarted']);
    // Still index.html's own queue: its sender sends now (the field code sends its own at once).
    if (q.send) q.send();
  }, 8000);
})(window);
