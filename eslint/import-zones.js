// Import zones of DESIGN §2, as an ESLint rule: domain/content -> lib/stores/components ->
// features -> app, no feature importing a sibling, the server taking only src/domain and src/content.
import { dirname, relative, resolve, sep } from 'node:path';

const RANKS = { domain: 0, content: 0, lib: 1, stores: 1, components: 1, features: 2, app: 3 };

/** Where a file sits: { area: 'src' | 'server' | 'sw' | 'other', layer, feature }. */
function locate(root, file) {
  const parts = relative(root, file).split(sep);
  const [area, layer, feature] = parts;
  if (area === 'src') return { area, layer: layer in RANKS ? layer : 'entry', feature: layer === 'features' ? feature : undefined };
  if (area === 'server' || area === 'sw') return { area };
  return { area: 'other' };
}

function problem(from, to) {
  if (from.area === 'server' && to.area === 'src' && !['domain', 'content'].includes(to.layer)) {
    return 'the server may import only src/domain and src/content';
  }
  if (from.area === 'sw' && to.area === 'src' && !['domain', 'content', 'lib'].includes(to.layer)) {
    return 'the service worker may import only src/domain, src/content and src/lib';
  }
  if (from.area !== 'src' || to.area !== 'src') return undefined;
  if (from.layer === 'entry') return undefined;
  if (to.layer === 'entry') return `src/${from.layer} must not import the entry files`;
  if (RANKS[to.layer] > RANKS[from.layer]) return `src/${from.layer} must not import from src/${to.layer}`;
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    return `feature "${from.feature}" must not import feature "${to.feature}": compose them in src/app`;
  }
  return undefined;
}

export const importZones = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { root: { type: 'string' } } }] },
  create(context) {
    const root = context.options[0]?.root ?? process.cwd();
    const from = locate(root, context.filename);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const reason = problem(from, locate(root, resolve(dirname(context.filename), source)));
      if (reason) context.report({ node: node.source, message: `Import zone: ${reason}.` });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
