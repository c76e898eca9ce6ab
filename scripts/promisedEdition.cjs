/**
 * The engines the app promises (.browserslistrc) as the two numbers that decide what their JavaScript can parse and
 * call: the oldest Chromium (Chrome, Android WebView, the WeChat/Alipay webviews on Android) and the oldest Safari
 * (every browser on an iPhone is Safari's engine; iOS 13.4 carries Safari 13.1). From those, the newest ECMAScript
 * edition whose syntax every promised engine parses. scripts/check-compat.mjs holds the build to it.
 *
 * A change of .browserslistrc is the one change: the edition and every API check follow from it. A new edition is
 * one row of EDITIONS (the first Chrome and Safari that parse all of its syntax).
 */
const browserslist = require('browserslist');
const path = require('node:path');

/**
 * The first Chrome and Safari versions that parse every piece of an edition's syntax. Two pieces of syntax are
 * checked apart, as their support came long after the rest of their edition: regex lookbehind (ES2018; Safari 16.4)
 * and BigInt literals (ES2020; Safari 14) — see REGEX_FEATURES and check-compat.mjs.
 */
const EDITIONS = [
  { edition: 5, chrome: 5, safari: 5 },
  { edition: 2015, chrome: 51, safari: 10 },
  { edition: 2016, chrome: 52, safari: 10.3 },
  { edition: 2017, chrome: 58, safari: 11 }, // async functions (Safari 10.1 had a scoping bug fixed in 11)
  { edition: 2018, chrome: 64, safari: 12 }, // object rest/spread, async iteration (Safari 12); lookbehind apart
  { edition: 2019, chrome: 73, safari: 12 }, // optional catch binding, JSON superset
  { edition: 2020, chrome: 80, safari: 13.1 }, // ?. and ?? (Chrome 80, Safari 13.1 = iOS 13.4); BigInt apart
  { edition: 2021, chrome: 85, safari: 14 }, // logical assignment (&&= ||= ??=), numeric separators
  { edition: 2022, chrome: 94, safari: 16.4 }, // class fields, private methods, #x in, static blocks (16.4)
];

/** Regular-expression syntax whose engines came apart from its edition's. */
const REGEX_FEATURES = [
  { what: 'regex lookbehind (?<= / (?<!', key: 'lookbehind', chrome: 62, safari: 16.4 },
  { what: 'regex named capture group (?<name>', key: 'namedGroups', chrome: 64, safari: 11.1 },
  { what: 'regex unicode property escape \\p{…}', key: 'propertyEscapes', chrome: 64, safari: 11.1 },
];

/** Browserslist's families, as the engine they run. iOS's Safari versions are the iOS version. */
const ENGINE = { chrome: 'chrome', and_chr: 'chrome', android: 'chrome', edge: 'chrome', ios_saf: 'safari', safari: 'safari' };
/** iOS version → the Safari version it carries, where they differ (13.4–13.7 carry 13.1). */
const IOS_SAFARI = [
  [13.4, 13.1],
  [13, 13],
];

function safariOfIos(v) {
  for (const [ios, safari] of IOS_SAFARI) if (v >= ios && v < Math.floor(ios) + 1) return safari;
  return v;
}

/**
 * The oldest promised Chrome and Safari: `{ chrome: 80, safari: 13.1, ios: 13.4 }`, from a browserslist query (the
 * repository's .browserslistrc when none is given). A family the table does not know fails: its engine decides.
 */
function promisedEngines(query) {
  const list = query ? browserslist(query) : browserslist(undefined, { path: path.resolve(__dirname, '..') });
  const min = { chrome: Infinity, safari: Infinity, ios: Infinity };
  for (const entry of list) {
    const [family, versions] = entry.split(' ');
    const engine = ENGINE[family];
    if (!engine) throw new Error(`promisedEdition: no engine known for the browserslist family "${family}"`);
    const v = parseFloat(versions.split('-')[0]);
    if (family === 'ios_saf') {
      min.ios = Math.min(min.ios, v);
      min.safari = Math.min(min.safari, safariOfIos(v));
    } else if (family === 'android' && v < 37) {
      throw new Error('promisedEdition: Android browsers before WebView 37 are not Chromium');
    } else {
      min[engine] = Math.min(min[engine], v);
    }
  }
  return min;
}

/** Whether every promised engine has what appeared in `chrome` and `safari` (either Infinity: never). */
function hasIt(engines, { chrome, safari }) {
  return (engines.chrome === Infinity || engines.chrome >= chrome) && (engines.safari === Infinity || engines.safari >= safari);
}

/** The newest edition whose syntax every promised engine parses. */
function promisedEdition(engines = promisedEngines()) {
  let edition = 5;
  for (const row of EDITIONS) if (hasIt(engines, row)) edition = row.edition;
  return edition;
}

module.exports = { EDITIONS, REGEX_FEATURES, promisedEngines, promisedEdition, hasIt };
