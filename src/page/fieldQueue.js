/**
 * The field reports' queue and its own sender, inline in index.html's <head> (webpack.config.js inlines it, minified
 * to ES5; the page's CSP allows it by its hash): errors and rejections from the first script on are kept in
 * `window.__fieldQueue` until the field code (src/app/field/start.ts, loaded when the page is first idle) takes the
 * queue over. A page the driver leaves before that — often the page that failed worst: a boot that threw, an entry
 * that never came — would lose them, so this sends what it holds itself with `navigator.sendBeacon` to the field
 * report call when the page is hidden or ends, and when the start watch (src/page/startWatch.js) says the app has not
 * started. It stands down the moment the field code has taken the queue (`__fieldQueue` is then no longer this
 * array): what it sent it removed from the queue and names in `sent`, so nothing is sent twice. The records follow the
 * field code's rules (src/app/field/fieldNames.ts, held to them by test/page/fieldQueue.test.ts): the route masked,
 * the message masked, no query, nothing personal (docs/rules/field-reports.md).
 */
(function (w, d, n) {
  // [kind, error, file, line, column], as start.ts reads them.
  var q = (w.__fieldQueue = []);
  // What this page view sent (each record as JSON): start.ts does not send it again.
  var sent = (q.sent = {});
  var dots = '\u2026';
  // Into whichever queue is there: once the field code has taken over, its own.
  w.addEventListener('error', function (e) {
    if (e.error || e.message) w.__fieldQueue.push(['error', e.error || String(e.message), e.filename, e.lineno, e.colno]);
  });
  w.addEventListener('unhandledrejection', function (e) {
    w.__fieldQueue.push(['rejection', e.reason]);
  });

  function record(signal) {
    var error = signal[1];
    var isError = error instanceof Error;
    var path = w.location.pathname;
    // routeTemplate before the router: every segment with anything but letters is ':id'; 'other' when nothing is left.
    var route = path.replace(/\/+/g, '/').replace(/(.)\/$/, '$1').replace(/[^/]*[^A-Za-z/][^/]*/g, ':id');
    // scriptPlace: the file's name and place, no query; none when the name could carry a value.
    var file = String(signal[2] || '').split(/[?#]/)[0].split('/').pop();
    var r = {
      type: 'error',
      kind: signal[0],
      route: /\/[A-Za-z]/.test(route) ? route.slice(0, 80) : path === '/' ? '/' : 'other',
      // errorName: the error's own, or the kind's word.
      name: isError && /^[\w$.-]{1,80}$/.test(error.name) ? error.name : signal[0],
      // maskMessage: the code's own words only.
      message: String(isError ? error.message : typeof error === 'string' ? error : '')
        .replace(/(["'`])(?:(?!\1).)*\1/g, dots)
        .replace(/\?\S*/g, '')
        .replace(/[^\x20-\x7e]+/g, dots)
        .replace(/[\w$]+/g, function (word) {
          return /^\d+$/.test(word) ? '#' : /^[A-Za-z]{1,24}$/.test(word) ? word : dots;
        })
        .replace(/\u2026[\u2026\s.#]*\u2026/g, dots)
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 200),
      actions: [],
    };
    if (file && !/[\u0080-\uffff%]/.test(file)) r.source = [file].concat(signal[3] || [], signal[4] || []).join(':').slice(0, 160);
    return r;
  }

  // Sends what the queue holds, unless the field code has taken it over.
  q.send = function () {
    if (w.__fieldQueue !== q || !q.length || !n.sendBeacon) return;
    var records = [];
    var ua = n.userAgent;
    q.splice(0, 50).forEach(function (signal) {
      var r = record(signal);
      var key = JSON.stringify(r);
      if (!sent[key]) records.push((sent[key] = r));
    });
    // A string body: sendBeacon sends it as text/plain;charset=UTF-8 (no preflight), as the field code does.
    if (records.length) {
      n.sendBeacon(
        __FIELD_REPORTS_URL__,
        JSON.stringify({
          version: __APP_VERSION__,
          client: w.DriverAppBridge ? 'app' : /AlipayClient/i.test(ua) ? 'alipay' : /MicroMessenger/i.test(ua) ? 'wechat' : 'browser',
          elder: d.documentElement.hasAttribute('data-elder'),
          fromWorker: !!(n.serviceWorker && n.serviceWorker.controller),
          beforeApp: !w.__appMounted,
          records: records,
        })
      );
    }
    q.send();
  };
  w.addEventListener('pagehide', q.send);
  d.addEventListener('visibilitychange', function () {
    if (d.visibilityState === 'hidden') q.send();
  });
})(window, document, navigator);
