export { DEMO_HEADER } from './auth/middleware.ts';
export { hashPassword, verifyPassword } from './auth/password.ts';
export { isCommonPassword, newPasswordSchema } from './auth/password-policy.ts';
export {
  DEMO_READ_ONLY,
  orgOf,
  type Principal,
  principalOf,
  ROLE_RANK,
  type Role,
  requireAuth,
  requirePermission,
  requireRole,
  requireSuperAdmin,
  type SessionUser,
} from './auth/principal.ts';
export { clientAddress, type Limit, rateLimiter } from './auth/rate-limit.ts';
export { createSession, elevationHolds, invalidateUserSessions } from './auth/sessions.ts';
export { issueSetupToken } from './auth/setup-token.ts';
export {
  BACKUP_CRON,
  BACKUP_MAX_AGE_MS,
  type BackupEntry,
  type BackupList,
  type BackupResult,
  type BackupStep,
  createBackup,
  listBackups,
  prune,
  type RestoreResult,
  restoreBackup,
  type VerifyResult,
  verifyBackup,
  WrongKeyError,
} from './backup/engine.ts';
export { BACKUP_JOB, backupDir } from './backup/job.ts';
export { type DataLocation, locationFromConfig, locationOf } from './backup/location.ts';
export { type BackupManifest, readManifest } from './backup/manifest.ts';
export { BATCH_MS, type Broadcast, NOTIFY_CHANNEL } from './broadcast/index.ts';
export { type Config, ConfigError, configSchema, loadConfig } from './config.ts';
export { type CoreServices, corePlugin, coreServices } from './core-plugin.ts';
export { connect, type Database, type Dialect } from './db/connect.ts';
export { bool, fromBool, fromJson, newId, num, toIso, toJson } from './db/conventions.ts';
export { forOrg, type OrgInsert, type OrgScope, type OrgTable } from './db/for-org.ts';
export { hubSecret } from './db/hub-secrets.ts';
export { type MigrationStatus, migrateDown, migrateUp, migrationStatus } from './db/migrate.ts';
export { type Param, prepareQuery } from './db/prepared.ts';
export { type CoreTables, type Tables, tablesOf } from './db/tables.ts';
export { timeOrderedId } from './db/time-ordered-id.ts';
export {
  badRequest,
  conflict,
  type ErrorBody,
  type FieldIssue,
  forbidden,
  HttpError,
  notFound,
  unauthorized,
} from './errors.ts';
export type { EventBus, HubEvents } from './events.ts';
export { createHub, type Hub, type HubOptions, type RunningPlugin, systemClock } from './host/hub.ts';
export { DEFAULT_PLUGINS_CONFIG, loadPlugins, REPO_ROOT, readPluginsConfig } from './host/load-plugins.ts';
export { PluginHostError } from './host/order.ts';
export { loadPluginConfig, type PluginConfigSchema } from './host/plugin-config.ts';
export { DEFAULT_BODY_LIMIT, type RequestBody, readBody } from './http/body.ts';
export type {
  EnqueueOptions,
  JobHandler,
  JobProgress,
  JobQueue,
  JobRecord,
  JobRun,
  JobStatus,
} from './jobs/types.ts';
export { type JobView, jobView } from './jobs/view.ts';
export { IDLE_POLLS_MAX, idleDelay } from './jobs/worker.ts';
export { JsonTooDeepError, MAX_JSON_DEPTH, parseJsonText } from './json-depth.ts';
export { EMAIL_TEST_MAX_PER_HOUR } from './mail/routes.ts';
export { type MailContent, type MailTemplate, renderMail, type TemplateContext } from './mail/templates.ts';
export type { MailAttachment, Mailer, MailMessage, MailSent, OutboxEntry } from './mail/types.ts';
export {
  type Member,
  type Organization,
  type OrgService,
  TRIAL_DAYS,
  type UserService,
} from './orgs/service.ts';
export {
  type AllowRange,
  createOutboundClient,
  type OutboundClient,
  type OutboundClientOptions,
  OutboundError,
  type OutboundErrorReason,
  type OutboundRequestOptions,
  type OutboundResponse,
  parseAllowList,
  type Resolver,
  refusedRange,
} from './outbound/index.ts';
export {
  type CliProgram,
  type CliTerminal,
  type Clock,
  type DemoSeedContext,
  definePlugin,
  type EventHandlers,
  type HubApp,
  type HubContext,
  type HubEnv,
  PLUGIN_API_VERSION,
  type Plugin,
  type PluginDefinition,
  type PluginHub,
  type PluginJobHandler,
  type Schedule,
} from './plugin.ts';
export {
  createQuotas,
  type QuotaChecker,
  type QuotaCounter,
  type QuotaResource,
  type Quotas,
} from './quotas.ts';
export * from './seed/index.ts';
export { refId, type ServiceRef, serviceRef } from './services.ts';
export { validate } from './validate.ts';
