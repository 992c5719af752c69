import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Who the test identity provider signs in (the next sign-in uses whatever is set here). */
export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  account: TestAccount;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 and a free port, with one registered
 * confidential client. Its interaction step signs `account` in and grants consent at once, so a
 * test walks the whole redirect chain with plain fetch.
 */
export async function startTestIdp(
  redirectUri: string,
  /** `refreshTokens`: the client may use the refresh_token grant (offline_access, as mailbox OAuth needs). */
  opts: { claimsInIdToken?: boolean; refreshTokens?: boolean } = {},
): Promise<TestIdp> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const idp: TestIdp = {
    issuer,
    clientId: 'ecohub-test',
    clientSecret: 'ecohub-test-secret-0123456789abcdef',
    account: { sub: 'subject-1', email: 'ada@example.test', email_verified: true },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: idp.clientId,
        client_secret: idp.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: opts.refreshTokens ? ['authorization_code', 'refresh_token'] : ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig' }] },
    cookies: { keys: ['ecohub-test-idp-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // By default the requested claims are in the ID token, as many providers do; otherwise only
    // the userinfo endpoint has them (the strict OpenID Connect reading).
    conformIdTokenClaims: opts.claimsInIdToken === false,
    features: { devInteractions: { enabled: false } },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ ...idp.account, sub }),
    }),
  });
  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(provider, idp, req, res).catch((err) => {
        res.statusCode = 500;
        res.end(String(err));
      });
    } else handle(req, res);
  });
  return idp;
}

async function interact(provider: any, idp: TestIdp, req: IncomingMessage, res: ServerResponse) {
  const { prompt, params, session, grantId } = await provider.interactionDetails(req, res);
  if (prompt.name === 'login') {
    await provider.interactionFinished(req, res, { login: { accountId: idp.account.sub } });
    return;
  }
  const grant = grantId
    ? await provider.Grant.find(grantId)
    : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
  if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
  if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: true },
  );
}

/**
 * A browser for the redirect chain: keeps each host's cookies and follows redirects by hand until
 * one leaves for `stopAt` (the hub), whose URL it returns.
 */
export async function followToHub(start: string, stopAt: string, jar = new Map<string, string>()) {
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(stopAt)) return url;
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`The identity provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('Too many redirects');
}
