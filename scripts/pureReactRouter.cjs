/**
 * Webpack loader for react-router's production build (webpack.config.js): lets the minifier drop the parts of it the
 * app never uses. Its components are made at the top of its module by calls the minifier cannot know to be pure
 * (`var Form = React10.forwardRef(…)`), and each is then named for React's DevTools (`Form.displayName = "Form"`), a
 * statement that keeps it alive on its own: so the whole of it shipped, `<Form>`, `<NavLink>` and all they reach,
 * whatever the app imported. Here those calls are marked pure and the names (which only React's DevTools read) go.
 */
const MADE = /^var (\w+) = (React\d*)\.(forwardRef|memo|createContext)\(/gm;
const NAMED = /^\w+\.displayName = "[^"]*";\n/gm;

module.exports = function pureReactRouter(source) {
  return source.replace(MADE, 'var $1 = /* @__PURE__ */ $2.$3(').replace(NAMED, '');
};
