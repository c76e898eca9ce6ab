// Layers by resolved path: every specifier of a file in src/ (import, export … from, import(), import type,
// `import('…')` in a type) is resolved as tsc resolves it, so a relative path and an '@/' alias are the same import.
import ts from 'typescript';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'src');
const MOCKS = join(ROOT, 'mocks');

// page → app → features → payment → api, session, platform, ui → lib. Same rank imports freely (ui may use api).
// page is what index.html runs before the app (src/page/README.md): its early scripts take what they need from app and
// below, and nothing imports them (each is an entry of its own).
const RANK = { lib: 0, api: 1, session: 1, platform: 1, ui: 1, payment: 2, features: 3, app: 4, page: 5 };
// The service worker is its own bundle (tsconfig.sw.json) and imports only workbox: no layer, as before.
const OUTSIDE = new Set(['sw']);
const CHAIN = 'page → app → features → payment → api, session, platform, ui → lib';

const ADVICE = {
  lib: 'lib is pure functions and imports no other layer: move what it needs into lib',
  api: 'api, session, platform and ui sit below payment, features and app: move what they need down, or let the higher layer hand it in (store, saga context, props)',
  payment: 'payment knows no feature: a feature registers what payment must know (pay kinds, events) through the store and saga context',
  features: 'features sit below app: what a feature needs from app moves down a layer',
  app: 'app sits below page (what index.html runs before the app): nothing imports an early script; move what both need into app or below',
};
const adviceFor = (layer) => ADVICE[layer] ?? ADVICE.api;

/** @type {{ options: ts.CompilerOptions, cache: ts.ModuleResolutionCache } | undefined} */
let project;
function loadProject() {
  if (project) return project;
  const parsed = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); },
  });
  if (!parsed) throw new Error('tsconfig.json could not be read');
  const options = parsed.options;
  project = { options, cache: ts.createModuleResolutionCache(ROOT, (f) => f, options) };
  return project;
}

/**
 * The file a specifier names, or undefined for a package. What tsc cannot resolve (a .css, an image, a file being
 * moved) still counts by where its path points: relative to the importer, or through tsconfig's paths.
 */
export function resolveSpecifier(spec, fromFile) {
  const { options, cache } = loadProject();
  const found = ts.resolveModuleName(spec, fromFile, options, ts.sys, cache).resolvedModule;
  if (found) return found.isExternalLibraryImport ? undefined : resolve(found.resolvedFileName);
  if (spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../')) return resolve(dirname(fromFile), spec);
  if (isAbsolute(spec)) return spec;
  const base = options.pathsBasePath ?? options.baseUrl ?? ROOT;
  for (const [pattern, targets] of Object.entries(options.paths ?? {})) {
    const star = pattern.indexOf('*');
    const [prefix, suffix] = star < 0 ? [pattern, ''] : [pattern.slice(0, star), pattern.slice(star + 1)];
    const matches = star < 0 ? spec === pattern : spec.startsWith(prefix) && spec.endsWith(suffix) && spec.length >= prefix.length + suffix.length;
    if (matches && targets[0]) return resolve(base, targets[0].replace('*', spec.slice(prefix.length, spec.length - suffix.length)));
  }
  return undefined;
}

/** Where a file sits: its layer (the src/ root's own files, main.tsx, are the entry: app), and its feature. */
export function placeOf(file) {
  const rel = relative(SRC, file);
  if (rel.startsWith('..') || isAbsolute(rel)) return undefined;
  const parts = rel.split(sep);
  if (parts.length === 1) return { layer: 'app', dir: '' };
  const dir = parts[0];
  return { layer: dir in RANK ? dir : undefined, dir, feature: dir === 'features' && parts.length > 2 ? parts[1] : undefined };
}

const name = (place) => (place.feature ? `features/${place.feature}` : place.dir || 'src (entry)');
const isInside = (file, dir) => file === dir || file.startsWith(dir + sep);

const oneWay = {
  meta: {
    type: 'problem',
    docs: { description: `Layers go one way (${CHAIN}), by resolved path; no feature imports another; src imports no mocks/` },
    schema: [],
    messages: {
      up: `{{from}} may not import {{to}} ('{{spec}}'): layers go one way, ${CHAIN}. {{advice}}.`,
      upType: `{{from}} may not import {{to}} ('{{spec}}'), not even a type: layers go one way, ${CHAIN}. Move the type down to {{from}} or below. {{advice}}.`,
      // src/app is the top layer, so its lazy routes always point down; nothing below may load upward lazily either.
      upDynamic: `{{from}} may not load {{to}} with import() ('{{spec}}'): a lazy import follows the layers too, ${CHAIN}; only src/app's route tables load what is above a layer. {{advice}}.`,
      feature: `{{from}} may not import {{to}} ('{{spec}}'): a feature never imports another feature. Move what the two share down to payment, ui or lib.`,
      mocks: `'{{spec}}' is in mocks/, which never enters the app bundle: src imports nothing of mocks/; tests and the dev server wire the mock backend in from outside.`,
      noLayer: `'{{spec}}' resolves into src/{{dir}}, which is no layer: put the file in a layer, or add src/{{dir}} to RANK in eslint/layers.mjs.`,
      noLayerFile: `src/{{dir}} is no layer, so its imports go unchecked: put the file in a layer, or add src/{{dir}} to RANK in eslint/layers.mjs.`,
    },
  },
  create(context) {
    const file = resolve(context.filename);
    const from = placeOf(file);
    if (!from) return {};

    function check(source, kind) {
      const spec = source && (source.type === 'Literal' ? source.value
        : source.type === 'TemplateLiteral' && source.expressions.length === 0 ? source.quasis[0]?.value.cooked : undefined);
      if (typeof spec !== 'string') return;
      const target = resolveSpecifier(spec, file);
      if (!target) return;
      const data = { spec, from: name(from) };
      if (isInside(target, MOCKS)) {
        context.report({ node: source, messageId: 'mocks', data });
        return;
      }
      const to = placeOf(target);
      if (!to || OUTSIDE.has(from.dir) || OUTSIDE.has(to.dir)) return;
      if (!to.layer || !from.layer) {
        if (!to.layer) context.report({ node: source, messageId: 'noLayer', data: { ...data, dir: to.dir } });
        return;
      }
      const withTo = { ...data, to: name(to), advice: adviceFor(from.layer) };
      if (from.feature && to.feature && from.feature !== to.feature) {
        context.report({ node: source, messageId: 'feature', data: withTo });
        return;
      }
      if (RANK[to.layer] <= RANK[from.layer]) return;
      context.report({ node: source, messageId: kind === 'dynamic' ? 'upDynamic' : kind === 'type' ? 'upType' : 'up', data: withTo });
    }

    // A new top-level folder of src would otherwise import anything unseen.
    const unplaced = !from.layer && !OUTSIDE.has(from.dir);
    const allTypes = (node) => node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
    return {
      Program: (node) => unplaced && context.report({ node, loc: { line: 1, column: 0 }, messageId: 'noLayerFile', data: { dir: from.dir } }),
      ImportDeclaration: (node) => check(node.source, node.importKind === 'type' || allTypes(node) ? 'type' : 'static'),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.exportKind === 'type' || allTypes(node) ? 'type' : 'static'),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type' ? 'type' : 'static'),
      ImportExpression: (node) => check(node.source, 'dynamic'),
      // `typeof import('…')` / `import('…').T` in a type position: a type import.
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.source ?? node.argument, 'type'),
      TSImportEqualsDeclaration: (node) => node.moduleReference.type === 'TSExternalModuleReference'
        && check(node.moduleReference.expression, node.importKind === 'type' ? 'type' : 'static'),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { 'one-way': oneWay } };
