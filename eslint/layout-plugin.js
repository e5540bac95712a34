// Local ESLint rules that carry the layout of ARCHITECTURE.md ("Import zones") and CONVENTIONS.md
// (bulletproof-react's `import/no-restricted-paths` and `import/no-cycle`). eslint-plugin-import is
// not installed, and ESLint's `no-restricted-imports` matches specifier text, which cannot tell
// `../catalogue/x` from `./x` by where it lands. These rules resolve every specifier (the `@/` and
// `@shared/` aliases of tsconfig.json, and relative paths) to a file first, then judge the file.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const ALIASES = [
  ['@/', 'src/client/'],
  ['@shared/', 'src/shared/'],
];
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];

/** Repo-relative path with forward slashes. */
function rel(file) {
  return relative(ROOT, file).split(sep).join('/');
}

/**
 * The file a specifier names, or null for a package (or an unresolvable path).
 * @param {string} specifier as written in the import
 * @param {string} fromFile absolute path of the importing file
 */
export function resolveSpecifier(specifier, fromFile) {
  let base;
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  if (alias) base = join(ROOT, alias[1], specifier.slice(alias[0].length));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // Not on disk (a snippet naming a file that does not exist yet): judge the path as written.
  return `${base}.ts`;
}

/**
 * Why `importer` may not import `target` (both repo-relative), or null when it may.
 * Zones (ARCHITECTURE.md "Layout"):
 * - a client feature imports only itself, `components`, `lib`, `locales` and `shared`;
 * - `components` and `lib` never import a feature, `app` or `pages`;
 * - a server module uses another module only through that module's `<name>.service.ts`.
 */
export function zoneViolation(importer, target) {
  const feature = /^src\/client\/features\/([^/]+)\//.exec(importer);
  if (feature) {
    if (!target.startsWith('src/client/')) return null;
    const allowed = [
      `src/client/features/${feature[1]}/`,
      'src/client/components/',
      'src/client/lib/',
      'src/client/locales/',
      'src/client/test/',
    ];
    if (allowed.some((prefix) => target.startsWith(prefix))) return null;
    const other = /^src\/client\/features\/([^/]+)\//.exec(target);
    return other
      ? `feature '${feature[1]}' may not import feature '${other[1]}': move what both need to lib/ or components/, or compose them in a page or app/`
      : `a feature may import only itself, components/, lib/, locales/, shared/ (and test/ helpers) (not ${target})`;
  }
  if (/^src\/client\/(components|lib)\//.test(importer)) {
    const layer = /^src\/client\/(features|app|pages)\//.exec(target);
    if (layer)
      return `${importer.split('/')[2]}/ is shared by every feature: it may not import ${layer[1]}/ (${target}); compose in app/ instead`;
    return null;
  }
  const mod = /^src\/server\/modules\/([^/]+)\//.exec(importer);
  if (mod) {
    const other = /^src\/server\/modules\/([^/]+)\/(.+)$/.exec(target);
    if (!other || other[1] === mod[1]) return null;
    const service = new RegExp(`^${other[1]}\\.service\\.(ts|js)$`);
    if (service.test(other[2])) return null;
    return `module '${mod[1]}' may use module '${other[1]}' only through ${other[1]}.service.ts (not ${other[2]})`;
  }
  return null;
}

// ---- import graph from disk, for the cycle rule ----

/** Cached runtime imports per file, keyed by path, invalidated by mtime. */
const graphCache = new Map();

/**
 * Runtime imports of a file on disk: static imports and re-exports that are not type-only, and
 * dynamic `import()` (a lazy chunk still runs the module, so a cycle through it is a cycle).
 */
function importsOnDisk(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = graphCache.get(file);
  if (cached && cached.mtime === mtime) return cached.targets;
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
        specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) specifiers.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const targets = [...new Set(specifiers.map((s) => resolveSpecifier(s, file)).filter((t) => t && existsSync(t)))];
  graphCache.set(file, { mtime, targets });
  return targets;
}

/** A path of imports from `start` back to `goal`, or null. Depth-first over the files on disk. */
function findPath(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, trail] = stack.pop();
    if (file === goal) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOnDisk(file)) if (!seen.has(next)) stack.push([next, [...trail, next]]);
  }
  return null;
}

/** The import specifiers of the file being linted, from ESLint's AST (so unsaved text counts). */
function collectImports(context, onImport) {
  const isTypeOnlyImport = (node) =>
    node.importKind === 'type' ||
    (node.specifiers.length > 0 &&
      node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));
  return {
    ImportDeclaration(node) {
      onImport(node.source, isTypeOnlyImport(node));
    },
    ExportNamedDeclaration(node) {
      if (node.source) onImport(node.source, node.exportKind === 'type');
    },
    ExportAllDeclaration(node) {
      onImport(node.source, node.exportKind === 'type');
    },
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') onImport(node.source, false);
    },
  };
}

const zonesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import zones of ARCHITECTURE.md, for alias and relative paths alike' },
    schema: [],
    messages: { zone: 'Import zone: {{why}}.' },
  },
  create(context) {
    const file = context.filename;
    const importer = rel(file);
    return collectImports(context, (source) => {
      const target = resolveSpecifier(String(source.value), file);
      if (!target) return;
      const why = zoneViolation(importer, rel(target));
      if (why) context.report({ node: source, messageId: 'zone', data: { why } });
    });
  },
};

const cycleRule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles (type-only imports are erased and do not count; dynamic import() does)' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}.' },
  },
  create(context) {
    const file = resolve(context.filename);
    return collectImports(context, (source, typeOnly) => {
      if (typeOnly) return;
      const target = resolveSpecifier(String(source.value), file);
      if (!target || !existsSync(target)) return;
      const trail = target === file ? [file] : findPath(target, file);
      if (trail)
        context.report({ node: source, messageId: 'cycle', data: { chain: [file, ...trail].map(rel).join(' → ') } });
    });
  },
};

/** The plugin: `layout/import-zones` and `layout/no-cycle`. */
export default {
  meta: { name: 'layout' },
  rules: { 'import-zones': zonesRule, 'no-cycle': cycleRule },
};
