/**
 * Tells machine opens and clicks from people's (listmonk#1025): security scanners and link
 * checkers announce themselves or use HTTP libraries; Apple Mail Privacy Protection fetches every
 * image from Apple's proxy (17.0.0.0/8) with a bare "Mozilla/5.0" agent; and anything within
 * seconds of delivery is a prefetch, not a reader.
 */
const SCANNER =
  /bot|crawl|spider|scan|preview|barracuda|proofpoint|mimecast|symantec|forcepoint|trend ?micro|safelinks|python|curl|wget|go-http|java\/|okhttp|headless|phantom/i;

export interface OpenContext {
  userAgent: string;
  ip: string | null;
  sentAt: string | null;
  now: Date;
  machineSeconds: number;
}

export function isMachine({ userAgent, ip, sentAt, now, machineSeconds }: OpenContext): boolean {
  const ua = userAgent.trim();
  if (!ua || SCANNER.test(ua)) return true;
  if (ua === 'Mozilla/5.0' || (ip && /^(::ffff:)?17\./.test(ip))) return true;
  if (sentAt && now.getTime() - Date.parse(sentAt) < machineSeconds * 1000) return true;
  return false;
}
