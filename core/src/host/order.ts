import { PLUGIN_API_VERSION, type Plugin } from '../plugin.ts';

export class PluginHostError extends Error {
  override name = 'PluginHostError';
}

/**
 * Checks ids and declared dependencies before anything starts, and orders plugins so that every
 * plugin comes after the plugins it depends on.
 */
export function orderPlugins(plugins: Plugin[]): Plugin[] {
  const byId = new Map<string, Plugin>();
  for (const p of plugins) {
    if (p.apiVersion !== PLUGIN_API_VERSION) {
      throw new PluginHostError(
        `Plugin '${p.id}' is written for plugin API version ${String(p.apiVersion)}; this hub runs version ${PLUGIN_API_VERSION}. ` +
          'Rebuild it with definePlugin from @ecohub/core (docs/plugins.md, "Migrating a v1 plugin")',
      );
    }
    if (byId.has(p.id))
      throw new PluginHostError(`Duplicate plugin id '${p.id}': two enabled plugins use it`);
    byId.set(p.id, p);
  }
  for (const p of plugins) {
    for (const dep of p.dependsOn) {
      if (!byId.has(dep))
        throw new PluginHostError(`Plugin '${p.id}' depends on '${dep}', which is not enabled`);
    }
  }
  const ordered: Plugin[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (p: Plugin, path: string[]) => {
    const s = state.get(p.id);
    if (s === 'done') return;
    if (s === 'visiting')
      throw new PluginHostError(`Plugin dependency cycle: ${[...path, p.id].join(' → ')}`);
    state.set(p.id, 'visiting');
    for (const dep of p.dependsOn) visit(byId.get(dep)!, [...path, p.id]);
    // An optional dependency that is enabled starts first, like a required one.
    for (const dep of p.optionalDependsOn ?? []) {
      const found = byId.get(dep);
      if (found) visit(found, [...path, p.id]);
    }
    state.set(p.id, 'done');
    ordered.push(p);
  };
  for (const p of plugins) visit(p, []);
  return ordered;
}
