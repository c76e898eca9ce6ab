// A CSS Module in jest: every class name is itself (styles.row === 'row'), so a test can find what it styles.
const styles = new Proxy(
  {},
  {
    get: (_, key) => (key === '__esModule' ? false : key === 'default' ? styles : typeof key === 'string' ? key : undefined),
  },
);
module.exports = styles;
