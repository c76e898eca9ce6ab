import { unstableSetRender } from 'antd-mobile';
// The theme's base: antd-mobile's global styles and CSS variables (what its index would import; the build imports
// each component from its own module, see scripts/babelAntdMobileImports.js).
import 'antd-mobile/es/global';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile on React 19: its imperative parts (Toast.show, Dialog.show, ActionSheet.show) render through
 * ReactDOM.render, which React 19 removed. This is the adapter antd-mobile documents for React 19. Imported by
 * the page scaffold, so it runs before any screen off the home path can open one.
 */
type Container = (Element | DocumentFragment) & { __appRoot?: Root };

unstableSetRender((node, container) => {
  const c = container as Container;
  c.__appRoot ??= createRoot(c);
  const root = c.__appRoot;
  root.render(node);
  return async () => {
    // Let the closing animation's last frame commit before the root goes away.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete c.__appRoot;
  };
});
