/**
 * 长辈模式 before the first paint: index.html's <head> script (inlined by webpack.config.js, minified, ES5) that sets
 * `data-elder` on <html> when the driver chose it on this phone (local storage `elderMode`, 'on' or 'off'), or, with no
 * choice, when the host's text is large: iOS Dynamic Type (-apple-system-body is 17px by default) or Android's text
 * zoom (a 16px probe computes larger); a scale of 1.15 or more is large. It runs before any stylesheet could paint, so
 * the first frame already has the larger text. The same decision as src/session/elderMode.ts and elderModeFollow.ts,
 * which keep it in sync afterwards; test/session/elderMode.test.ts holds the two to each other.
 */
(function (d, w) {
  try {
    var html = d.documentElement;
    var choice = localStorage.getItem('elderMode');
    var scale = 1;
    if (choice !== 'on' && choice !== 'off') {
      // A hidden probe: its computed font size against what it would be on a host that scales nothing.
      var probe = d.createElement('span');
      var size = function () {
        return parseFloat(w.getComputedStyle(probe).fontSize) || 0;
      };
      probe.style.cssText = 'position:absolute;visibility:hidden;font-size:16px';
      html.appendChild(probe);
      scale = size() / 16;
      // Only WebKit knows the system font keyword: elsewhere the assignment is dropped and style.font stays empty.
      probe.style.font = '-apple-system-body';
      if (probe.style.font) scale = Math.max(scale, size() / 17);
      html.removeChild(probe);
    }
    if (choice === 'on' || (choice !== 'off' && Math.round(scale * 100) >= 115)) html.setAttribute('data-elder', '');
    // ES5 has no catch without a binding.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
  } catch (e) {
    // No storage (a private tab, a host that blocks it): the standard mode.
  }
})(document, window);
