export {
  createHubClient,
  type HubClient,
  type HubClientOptions,
  HubError,
  type HubEvent,
  type SendResult,
} from './client.ts';
export { type CollectedUser, collectionHandler, MAX_PAGE, type UsersPage } from './collection.ts';
export { type ConfigAck, configHandler, type DeployedConfig } from './config-receiver.ts';
export {
  HUB_CORS_DEFAULTS,
  type HubCorsDecision,
  type HubCorsOptions,
  honoHubCors,
  hubCors,
  nodeHubCors,
} from './cors.ts';
export { type FetchHandler, honoWebhook, nodeHandler, verifyWebhook, webhookHandler } from './handlers.ts';
export {
  honoLinkFixes,
  LINK_FIXES_PATH,
  type LinkFixesOptions,
  type LinkFixRedirect,
  linkFixes,
} from './link-fixes.ts';
export { messageId } from './message-id.ts';
export { sign, signedHeaders, TOLERANCE_S, verifySignature, WebhookVerificationError } from './signature.ts';
