/**
 * The field reports' queue and its own sender, inline in index.html's <head> (webpack.config.js inlines it, minified
 * to ES5; the page's CSP allows it by its hash): errors and rejections from the first script on are kept in
 * `window.__fieldQueue` until the field code (src/app/field/start.ts, loaded when the page is first idle) takes the
 * queue over. A page the driver leaves before that — often the page that failed worst: a boot that threw, an entry
 * that never came — would lose them, so this sends what it holds itself with `navigator.sendBeacon` to the field
 * report call when the page is hidden or ends, and when the start watch (src/page/startWatch.js) says the app has not
 * started. It stands down the moment the field code has taken the queue (`__fieldQueue` is then no longer this
 * array): what it sent it removed from the queue, so nothing is sent twice. It sends the signals as they are (the
 * path masked, an error's name, a file's name and place, never a message), and the server makes them the records the
 * field code would have sent (src/api/basic/fieldPageBeacon.ts): the least code in the first screen, nothing personal
 * (docs/rules/field-reports.md).
 */
(function (w, d, n) {
  // [kind, error, file, line, column], as start.ts reads them.
  var q = (w.__fieldQueue = []);
  // Into whichever queue is there: once the field code has taken over, its own.
  w.addEventListener('error', function (e) {
    if (e.error || e.message) w.__fieldQueue.push(['error', e.error || String(e.message), e.filename, e.lineno, e.colno]);
  });
  w.addEventListener('unhandledrejection', function (e) {
    w.__fieldQueue.push(['rejection', e.reason]);
  });

  // Sends what the queue holds as a FieldPageBeacon (src/api/basic/fieldPageBeacon.ts), unless the field code has
  // taken the queue over; what it sent leaves the queue, so nothing is sent twice. A string body: sendBeacon sends it as
  // text/plain;charset=UTF-8 (no preflight), as the field code does.
  q.send = function () {
    if (w.__fieldQueue !== q || !q.length || !n.sendBeacon) return;
    n.sendBeacon(
      __FIELD_REPORTS_URL__,
      JSON.stringify({
        version: __APP_VERSION__,
        // Every segment holding anything but letters is ':id': no plate, phone or id leaves the phone.
        path: w.location.pathname.replace(/[^/]*[^A-Za-z/][^/]*/g, ':id').slice(0, 200),
        app: !!w.DriverAppBridge,
        elder: d.documentElement.hasAttribute('data-elder'),
        fromWorker: !!(n.serviceWorker && n.serviceWorker.controller),
        beforeApp: true,
        // [kind, the error's name, the file's name without its query, line, column]: never a message.
        signals: q.splice(0, 50).map(function (s) {
          return [s[0], String((s[1] && s[1].name) || '').slice(0, 80), String(s[2] || '').split(/[?#]/)[0].split('/').pop().slice(0, 200), +s[3] || 0, +s[4] || 0];
        }),
      })
    );
    q.send();
  };
  w.addEventListener('pagehide', q.send);
  d.addEventListener('visibilitychange', function () {
    if (d.visibilityState === 'hidden') q.send();
  });
})(window, document, navigator);
