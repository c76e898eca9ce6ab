/**
 * The home's tap keeper: index.html's script right after #root (inlined by scripts/prerender-home.mjs, minified, ES5:
 * it runs before any of the app's code, on every phone the notice in oldEngineNotice.js does not turn away). On /home
 * and / it puts the prerendered home (the <template> before #root) into #root before the first paint; anywhere else it
 * drops it unseen.
 *
 * Then it answers a tap that lands before the app has taken the page over. The tapped link or button is kept: marked
 * (dimmed, a bar across the top says it was heard) and stopped from doing anything on its own. Where the tap is a link
 * and this script knows where the app would lead *this reader* (below), it opens that page at once: the address
 * becomes the page's (history.pushState, as the app's own links do), and #root shows the page's frame — its bar with
 * 返回 and its title, 正在打开… under it — in place of the home, which is kept aside. The app then starts at that
 * address and draws the page over the frame. 返回 (or the phone's back) before that puts the home back as it was.
 *
 * Where a tile leads this reader:
 * - the record the app keeps each time it draws the menu (localStorage `homeTaps`, written by
 *   features/home/components/FuncMenu/tileTargets.ts): for the same kind of reader (a token cookie or none), a tile is
 *   opened only when the record has it under the same words and as a page; a tile the menu no longer has, or has
 *   renamed, or that is a button there (扫码充电 for a driver), is left to the app, which says so or does it;
 * - no record: a visitor's tile leads where its link points (the prerender is a visitor's); a signed-in driver's is
 *   asked of the home's early script (src/page/earlyHome.ts, run from <head> for a driver), which knows it once the menu config has come
 *   (账户充值 leads to the wallet or the balance by it). Should the app's router read the address first, the tap is
 *   left to the app;
 * - any other link (the search box, the tab bar): where it points; for a driver a sign-in link's return address.
 * Anything else (a button: a plate cell, 查询) is kept and tapped again by the app once it has drawn the page for its
 * reader (src/app/earlyTap.ts). The last tap wins.
 *
 * Once its router is about to read the address, the app says so (window.__earlyPages.stop(), app/router.tsx): from
 * then on a tap is only kept, so the address never moves under a router that has read it. The app takes the kept tap
 * with window.__earlyTap(), which also ends this script's part. Should the app not have taken over 8 s after a link's
 * tap (its code failed on the way), the page opens as a plain page: the frame's address, or the link (for a driver, a
 * sign-in link's return address, same-origin paths only).
 */
(function (d, w) {
  var root = d.getElementById('root');
  var template = d.getElementById('home-prerendered');
  var html = d.documentElement;
  var HOME = /^\/(home)?$/;
  if (!HOME.test(location.pathname)) {
    template.parentNode.removeChild(template);
    return;
  }
  root.appendChild(template.content);
  template.parentNode.removeChild(template);

  var kept = null;
  var asTapped = null;
  var timer = 0;
  var opening = true;
  /** The page's frame while it is shown, the home's nodes kept aside, and the address and title it opened. */
  var frame = null;
  var home = null;
  var opened = null;
  var homeTitle = d.title;

  var driver = function () {
    return html.classList.contains('app-driver');
  };

  /** The words a reader is given for an element: its text without what is hidden from them (an icon's glyph). */
  function words(el) {
    var copy = el.cloneNode(true);
    var hidden = copy.querySelectorAll('[aria-hidden="true"]');
    for (var i = 0; i < hidden.length; i++) hidden[i].parentNode.removeChild(hidden[i]);
    return (copy.textContent || '').replace(/\s+/g, ' ').trim();
  }

  /** A path of this site (no scheme, no other host), or null. */
  function samePath(path) {
    return typeof path === 'string' && /^\/(?![/\\])/.test(path) ? path : null;
  }

  /** For a driver, a visitor's sign-in link leads where it would have returned to. */
  function forReader(url) {
    var back = url.searchParams.get('redirect');
    if (driver() && url.pathname === '/login' && samePath(back)) return back;
    return url.pathname + url.search + url.hash;
  }

  /** The tiles as the app last drew them for this kind of reader, or null. */
  function recorded() {
    try {
      var record = JSON.parse(localStorage.getItem('homeTaps') || 'null');
      return record && record.driver === driver() && record.tiles && typeof record.tiles === 'object' ? record.tiles : null;
      // ES5 has no catch without a binding: unreadable or refused storage reads as no record.
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
    } catch (unreadable) {
      return null;
    }
  }

  /** Where the tapped link leads this reader: a path, a promise of one (or of null), or null (left to the app). */
  function whereTo(link) {
    var url = new URL(link.href);
    if (url.origin !== location.origin || link.target) return null;
    var key = link.getAttribute('data-tap-key');
    if (key) {
      var tiles = recorded();
      if (tiles) {
        var tile = tiles[key];
        return tile && tile[0] === words(link) ? samePath(tile[1]) : null;
      }
      if (driver()) return w.__tileTarget ? w.__tileTarget(key) : null;
    }
    var path = forReader(url);
    return HOME.test(path.split(/[?#]/)[0]) ? null : path;
  }

  function element(tag, className, text) {
    var el = d.createElement(tag);
    if (className) el.className = className;
    if (text) el.appendChild(d.createTextNode(text));
    return el;
  }

  /** The page's frame: built node by node (the page's Trusted Types policy lets no HTML string in). */
  function drawFrame(title) {
    var page = element('div', 'early-page');
    page.setAttribute('data-early-page', '');
    var heading = element('h1', 'early-page-title', title);
    heading.tabIndex = -1;
    heading.setAttribute('data-page-heading', '');
    // WeChat and Alipay draw a title bar of their own and show the document's title there (platform/hostBar.ts).
    if (/MicroMessenger|AlipayClient/i.test(navigator.userAgent)) {
      heading.className = 'sr-only';
      page.appendChild(heading);
    } else {
      var bar = element('header', 'early-page-bar');
      var row = element('div', 'early-page-row');
      var back = element('button', 'early-page-back', '返回');
      back.type = 'button';
      back.setAttribute('data-early-back', '');
      row.appendChild(back);
      row.appendChild(heading);
      row.appendChild(element('span'));
      bar.appendChild(row);
      page.appendChild(bar);
    }
    var body = element('main', 'early-page-body');
    body.setAttribute('aria-busy', 'true');
    var status = element('p', 'early-page-status', '正在打开…');
    status.setAttribute('role', 'status');
    body.appendChild(status);
    page.appendChild(body);
    return page;
  }

  function showFrame() {
    home = d.createDocumentFragment();
    while (root.firstChild) home.appendChild(root.firstChild);
    frame = drawFrame(opened.title);
    root.appendChild(frame);
    d.title = opened.title;
    w.scrollTo(0, 0);
    frame.querySelector('h1').focus({ preventScroll: true });
  }

  function open(path, link) {
    if (!opening || frame || kept !== link) return;
    opened = { path: path, title: /^\/login([?#]|$)/.test(path) ? '登录' : words(link) || homeTitle };
    // The page's data (for a driver: the home's early script, app/tapReads) and its code, asked for now rather than
    // once the app has read the address (index.html's start script), and before the frame is drawn: on a busy main
    // thread the frame's task is the one to wait, not the requests.
    if (w.__pageReads) w.__pageReads(path);
    if (w.__routeFiles) w.__routeFiles(path.split(/[?#]/)[0]);
    history.pushState(null, '', path);
    showFrame();
  }

  function unmark() {
    if (kept) kept.removeAttribute('data-early-tap');
    kept = asTapped = null;
    html.classList.remove('early-tap');
    clearTimeout(timer);
  }

  function keep(el) {
    unmark();
    kept = el;
    asTapped = el.cloneNode(true);
    el.setAttribute('data-early-tap', '');
    html.classList.add('early-tap');
    if (!el.href) return;
    timer = setTimeout(function () {
      end();
      location.assign(frame ? location.href : new URL(forReader(new URL(el.href)), location.href).href);
    }, 8000);
  }

  function tap(e) {
    var el = e.target && e.target.closest ? e.target.closest('a[href],button') : null;
    if (!el || !root.contains(el) || el.disabled) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (frame) {
      if (el.hasAttribute('data-early-back')) history.back();
      return;
    }
    keep(el);
    var to = opening && el.href ? whereTo(el) : null;
    if (to && typeof to.then === 'function') {
      to.then(
        function (path) {
          if (samePath(path)) open(path, el);
        },
        function () {}
      );
    } else if (to) open(to, el);
  }

  /** Back to the home before the app has come: the home as it was, the tap forgotten. */
  function moved() {
    if (frame && HOME.test(location.pathname)) {
      root.removeChild(frame);
      root.appendChild(home);
      frame = home = null;
      d.title = homeTitle;
      unmark();
    } else if (!frame && opened && location.pathname + location.search + location.hash === opened.path) {
      // Forward again to the page it had opened.
      showFrame();
    }
  }

  function end() {
    d.removeEventListener('click', tap, true);
    w.removeEventListener('popstate', moved);
    w.__earlyTap = null;
    w.__earlyPages = null;
    opening = false;
  }

  d.addEventListener('click', tap, true);
  w.addEventListener('popstate', moved);
  w.__earlyPages = {
    stop: function () {
      opening = false;
    },
  };
  w.__earlyTap = function () {
    var el = kept;
    var copy = asTapped;
    end();
    unmark();
    return el ? { element: el, asTapped: copy } : null;
  };
})(document, window);
