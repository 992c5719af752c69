import type { z } from 'zod';
import { ConfigError } from '../config.ts';

/** A plugin's `config`: a zod object whose keys are the environment variables it reads. */
export type PluginConfigSchema<C> = z.ZodType<C> & { shape: Record<string, unknown> };

/**
 * Reads a plugin's configuration the way `loadConfig` reads core's: the schema's keys from the
 * environment (empty values count as unset), explicit overrides on top, one-line errors naming
 * every bad key, and here the plugin too.
 */
export function loadPluginConfig<C>(
  pluginId: string,
  schema: PluginConfigSchema<C>,
  env: Record<string, string | undefined>,
  overrides: Record<string, unknown> = {},
): C {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    const v = env[key];
    if (v !== undefined && v !== '') raw[key] = v;
  }
  for (const [k, v] of Object.entries(overrides)) if (v !== undefined) raw[k] = v;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration of plugin '${pluginId}': ${lines.join('; ')}`);
  }
  return parsed.data;
}
