import { z } from 'zod';
import { parseAllowList } from './outbound/address-policy.ts';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const url = (prefix: string[]) =>
  z
    .string()
    .url()
    .refine((v) => prefix.some((p) => v.startsWith(p)), {
      message: `must start with ${prefix.join(' or ')}`,
    });

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres://', 'postgresql://', 'sqlite:', 'file:']).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: url(['smtp://', 'smtps://']).optional(),
  MAIL_FROM: z.string().default('Ecosystem Hub <no-reply@ecohub.local>'),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  PUBLIC_DEMO: bool.default(true),
  /** Reverse proxies in front of the hub whose X-Forwarded-For entries are trusted (0: none). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Non-public addresses outbound requests may reach (CIDRs or IPs, comma-separated); none by default. */
  OUTBOUND_ALLOW: z
    .string()
    .default('')
    .transform((v, ctx) => {
      try {
        parseAllowList(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
      return v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  PLUGINS_CONFIG: z.string().optional(),
  /** Folder of backups; default `<DATA_DIR>/backups`. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Retention (grandfather–father–son): newest backup of each of the last N days and N weeks. */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(0).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  /** Secret that encrypts backups (AES-256-GCM); scheduled backups are encrypted when it is set. */
  BACKUP_ENCRYPTION_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads configuration once from the environment, with explicit overrides (CLI flags) on top. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Record<keyof z.input<typeof configSchema>, unknown>> = {},
): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const v = env[key];
    if (v !== undefined && v !== '') raw[key] = v;
  }
  for (const [k, v] of Object.entries(overrides)) if (v !== undefined) raw[k] = v;
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const c = parsed.data;
  if (c.OIDC_ISSUER && !c.OIDC_CLIENT_ID)
    throw new ConfigError('Invalid configuration: OIDC_CLIENT_ID is required with OIDC_ISSUER');
  return { ...c, publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') };
}
