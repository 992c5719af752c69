export { type AllowRange, parseAllowList, refusedRange } from './address-policy.ts';
export {
  createOutboundClient,
  type OutboundClient,
  type OutboundClientOptions,
  type OutboundRequestOptions,
  type OutboundResponse,
  type Resolver,
} from './client.ts';
export { OutboundError, type OutboundErrorReason } from './errors.ts';
