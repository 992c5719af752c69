/** Why an outbound request failed, for code to branch on. */
export type OutboundErrorReason =
  | 'blocked-address'
  | 'invalid-url'
  | 'dns'
  | 'connect'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects'
  | 'protocol';

/**
 * A failed outbound request. The message is always ours, never text the remote sent: it may reach
 * the user who supplied the URL, and the remote may be something they should not read.
 */
export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(
    readonly reason: OutboundErrorReason,
    message: string,
  ) {
    super(message);
  }
}
