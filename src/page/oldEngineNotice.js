/**
 * A plain notice instead of a white page, on a phone whose engine cannot run the app (an iPhone before iOS 13.4, an
 * old WeChat or Alipay webview). Inlined in index.html's <head> by webpack.config.js, right after the Trusted Types
 * guard (trustedTypesGuard.js) and before any other script (minified, ES5: it must parse where the app does not;
 * scripts/check-compat.mjs holds it to ES5), so it listens before any of the app's code.
 *
 * It shows the notice when, before the app has mounted (window.__appMounted, set by src/app/mountApp.tsx after its
 * first commit):
 * - the engine lacks what the app cannot live without (checked at once, synchronously), or
 * - one of the app's own scripts (/assets/*.js) fails to parse (SyntaxError) or calls what the engine lacks (a
 *   ReferenceError of an unknown name, a TypeError "… is not a function"), or the boot reports such an error
 *   (window.__appFailed, src/main.tsx).
 * Never on a slow network (no timer: a script that has not come is no error, and a failed download is an error event
 * on its element, not the page's), never once the app has mounted. No eval: the page's CSP will allow it by its hash.
 */
(function (w, d) {
  var shown = false;

  function fatal(name, message) {
    if (name === 'SyntaxError') return true;
    if (name === 'ReferenceError') return /is not defined|Can't find variable/.test(message);
    return name === 'TypeError' && /is not a (function|constructor)|undefined is not an? /.test(message);
  }

  function el(tag, text) {
    var node = d.createElement(tag);
    if (text) node.appendChild(d.createTextNode(text));
    return node;
  }

  // Built node by node: the page's Trusted Types policy lets no HTML string into it (src/page/trustedTypesGuard.js).
  function draw() {
    // The page's own styles and classes are the app's: the notice brings its own, by id, over a light page.
    d.documentElement.className = '';
    d.title = '无法打开车主服务';
    var main = el('main'), list = el('ul'), tips = [
      'iPhone 请升级到 iOS 13.4 或更高版本（设置 → 通用 → 软件更新）',
      '将微信或支付宝更新到最新版本后再打开',
      '复制本页链接，用手机自带的浏览器打开'
    ], i, last = el('p');
    main.id = 'n';
    for (i = 0; i < tips.length; i++) list.appendChild(el('li', tips[i]));
    last.appendChild(el('strong', '停车缴费不受影响：离场时可在出口岗亭照常付费。'));
    main.appendChild(el('h1', '当前系统版本过低，无法打开车主服务'));
    main.appendChild(el('p', '您的手机系统，或微信、支付宝的版本较旧，无法运行本页面。您可以：'));
    main.appendChild(list);
    main.appendChild(last);
    while (d.body.firstChild) d.body.removeChild(d.body.firstChild);
    d.body.appendChild(el('style',
      'html,body{margin:0;background:#fff}#n{padding:32px 20px;color:#1f2329;font:17px/1.6 -apple-system,sans-serif}' +
      '#n h1{margin:0 0 12px;font-size:22px;line-height:1.4}#n p,#n ul{margin:0 0 12px}#n ul{padding-left:20px;list-style:disc}' +
      '#n strong{display:block;padding:12px;border-radius:8px;background:#f0f5ff;font-weight:400}'));
    d.body.appendChild(main);
  }

  function show() {
    if (shown || w.__appMounted) return;
    shown = true;
    if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', draw);
    else draw();
  }

  w.__appFailed = function (e) {
    if (e && fatal(e.name, String(e.message))) show();
  };

  w.addEventListener('error', function (e) {
    var x = e.error;
    var m = String(e.message || '');
    if (w.__appMounted || !/\/assets\/[^/?#]+\.js([?#]|$)/.test(e.filename || '')) return;
    if (fatal((x && x.name) || (m.match(/SyntaxError|ReferenceError|TypeError/) || [])[0], (x && x.message) || m)) show();
  });

  if (!(w.Promise && w.fetch && w.Symbol && w.Map && w.Set && w.WeakMap && w.Proxy && w.Reflect && w.URLSearchParams && Object.assign && Object.entries && Array.from && [].includes)) show();
})(window, document);
