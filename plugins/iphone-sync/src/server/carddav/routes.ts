import { HttpError, type HubApp, readBody } from '@ecohub/core';
import type { Context } from 'hono';
import { ZodError } from 'zod';
import type { TokenOwner, TokenStore } from '../tokens/service.ts';
import type { CardRow, CardStore } from './cards.ts';
import { VCardError } from './vcard.ts';
import { davError, elementText, esc, found, hrefs, mentions, missing, multistatus } from './xml.ts';

export const CARDDAV_ROOT = '/carddav/';
const TOKEN_PREFIX = 'https://ecohub.local/ns/carddav-sync/';
const REALM = 'Basic realm="Ecosystem Hub CardDAV", charset="UTF-8"';
const METHODS = ['OPTIONS', 'PROPFIND', 'REPORT', 'GET', 'HEAD', 'PUT', 'DELETE'];

const principal = (userId: string) => `${CARDDAV_ROOT}principals/${userId}/`;
const home = (userId: string) => `${CARDDAV_ROOT}${userId}/`;
const book = (userId: string) => `${home(userId)}contacts/`;
const syncToken = (n: number) => `${TOKEN_PREFIX}${n}`;

const xml = (body: string, status = 207) =>
  new Response(body, { status, headers: { 'content-type': 'application/xml; charset=utf-8' } });

const unauthorized = () =>
  new Response('Sign in with your email and a device token of the iPhone sync tab', {
    status: 401,
    headers: { 'www-authenticate': REALM, 'content-type': 'text/plain; charset=utf-8' },
  });

/** The Basic credentials' owner: the password is a device token, the user name its user's email. */
async function authenticate(c: Context, tokens: TokenStore): Promise<TokenOwner | null> {
  const header = c.req.header('authorization') ?? '';
  const m = /^Basic\s+(.+)$/i.exec(header);
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const user = decoded.slice(0, colon).trim().toLowerCase();
  const owner = await tokens.resolve(decoded.slice(colon + 1));
  if (!owner || (user && user !== owner.email.toLowerCase())) return null;
  return owner;
}

/**
 * A minimal CardDAV server (RFC 6352, RFC 6578 sync-collection, RFC 6764 discovery) on Hono: one
 * address book per user, `/carddav/<user id>/contacts/`, holding the organisation's CRM contacts as
 * vCards. The iPhone adds it as a CardDAV account (server: the hub's host, user: the email,
 * password: a device token). Read, create, edit and delete on the phone reach the CRM; changes in
 * the hub reach the phone through its sync token.
 */
export function carddavRoutes(app: HubApp, tokens: TokenStore, cards: CardStore): void {
  app.on(['GET', 'PROPFIND'], '/.well-known/carddav', (c) => c.redirect(CARDDAV_ROOT, 301));

  app.on(METHODS, ['/carddav', '/carddav/*'], async (c) => {
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 200, { DAV: '1, 3, addressbook', Allow: METHODS.join(', ') });
    }
    const owner = await authenticate(c, tokens);
    if (!owner) return unauthorized();
    const path = new URL(c.req.url).pathname;
    const rest = path
      .replace(/^\/carddav\/?/, '')
      .split('/')
      .filter(Boolean);
    const me = owner.userId;
    try {
      if (rest.length === 0) return await rootResource(c, owner);
      if (rest[0] === 'principals') {
        if (rest[1] !== me) return c.text('Not your principal', 403);
        return await principalResource(c, owner);
      }
      if (rest[0] !== me) return c.text('Not your address book', 403);
      if (rest.length === 1) return await homeResource(c, owner);
      if (rest[1] !== 'contacts') return c.text('Not found', 404);
      if (rest.length === 2) return await bookResource(c, owner);
      if (rest.length === 3) return await cardResource(c, owner, decodeURIComponent(rest[2] as string));
      return c.text('Not found', 404);
    } catch (err) {
      if (err instanceof VCardError) return c.text(err.message, 400);
      if (err instanceof ZodError)
        return c.text(err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '), 400);
      if (err instanceof HttpError) return c.text(err.message, err.status);
      throw err;
    }
  });

  const propfindOnly = (c: Context) =>
    c.req.method === 'PROPFIND'
      ? null
      : c.text('Method not allowed here', 405, { Allow: 'OPTIONS, PROPFIND' });

  function rootResource(c: Context, owner: TokenOwner) {
    const no = propfindOnly(c);
    if (no) return no;
    return xml(
      multistatus([
        found(
          CARDDAV_ROOT,
          `<d:resourcetype><d:collection/></d:resourcetype><d:current-user-principal><d:href>${principal(owner.userId)}</d:href></d:current-user-principal>`,
        ),
      ]),
    );
  }

  function principalResource(c: Context, owner: TokenOwner) {
    const no = propfindOnly(c);
    if (no) return no;
    const me = owner.userId;
    return xml(
      multistatus([
        found(
          principal(me),
          `<d:resourcetype><d:principal/><d:collection/></d:resourcetype><d:displayname>${esc(owner.email)}</d:displayname>` +
            `<d:current-user-principal><d:href>${principal(me)}</d:href></d:current-user-principal>` +
            `<d:principal-URL><d:href>${principal(me)}</d:href></d:principal-URL>` +
            `<card:addressbook-home-set><d:href>${home(me)}</d:href></card:addressbook-home-set>`,
        ),
      ]),
    );
  }

  async function bookProps(owner: TokenOwner): Promise<string> {
    const { token } = await cards.reconcile(owner.orgId);
    return (
      '<d:resourcetype><d:collection/><card:addressbook/></d:resourcetype>' +
      '<d:displayname>Ecosystem Hub</d:displayname>' +
      `<cs:getctag>${token}</cs:getctag><d:sync-token>${syncToken(token)}</d:sync-token>` +
      `<d:current-user-principal><d:href>${principal(owner.userId)}</d:href></d:current-user-principal>` +
      '<d:current-user-privilege-set><d:privilege><d:read/></d:privilege><d:privilege><d:write/></d:privilege>' +
      '<d:privilege><d:bind/></d:privilege><d:privilege><d:unbind/></d:privilege></d:current-user-privilege-set>' +
      '<d:supported-report-set>' +
      ['sync-collection', 'card:addressbook-query', 'card:addressbook-multiget']
        .map(
          (r) =>
            `<d:supported-report><d:report><${r.includes(':') ? r : `d:${r}`}/></d:report></d:supported-report>`,
        )
        .join('') +
      '</d:supported-report-set>' +
      '<card:supported-address-data><card:address-data-type content-type="text/vcard" version="3.0"/></card:supported-address-data>'
    );
  }

  async function homeResource(c: Context, owner: TokenOwner) {
    const no = propfindOnly(c);
    if (no) return no;
    const me = owner.userId;
    const responses = [
      found(
        home(me),
        `<d:resourcetype><d:collection/></d:resourcetype><d:current-user-principal><d:href>${principal(me)}</d:href></d:current-user-principal>`,
      ),
    ];
    if (c.req.header('depth') !== '0') responses.push(found(book(me), await bookProps(owner)));
    return xml(multistatus(responses));
  }

  const cardProps = (row: CardRow, text: string | null) =>
    `<d:getetag>${esc(row.etag)}</d:getetag><d:getcontenttype>text/vcard; charset=utf-8</d:getcontenttype><d:resourcetype/>` +
    (text === null ? '' : `<card:address-data>${esc(text)}</card:address-data>`);

  async function bookResource(c: Context, owner: TokenOwner) {
    const me = owner.userId;
    if (c.req.method === 'PROPFIND') {
      const responses = [found(book(me), await bookProps(owner))];
      if (c.req.header('depth') === '1') {
        const { cards: all } = await cards.reconcile(owner.orgId);
        for (const row of all.values()) {
          if (Number(row.deleted) === 0) responses.push(found(book(me) + row.name, cardProps(row, null)));
        }
      }
      return xml(multistatus(responses));
    }
    if (c.req.method !== 'REPORT')
      return c.text('Method not allowed here', 405, { Allow: 'OPTIONS, PROPFIND, REPORT' });
    const body = (await readBody(c)).text;
    const { cards: all, contacts, token } = await cards.reconcile(owner.orgId);
    const withData = mentions(body, 'address-data');
    const render = (row: CardRow) => {
      const contact = contacts.get(row.contactId);
      if (Number(row.deleted) === 1 || !contact) return missing(book(me) + row.name);
      return found(book(me) + row.name, cardProps(row, withData ? cards.textOf(row, contact) : null));
    };
    if (mentions(body, 'sync-collection')) {
      const given = elementText(body, 'sync-token');
      let since = 0;
      if (given) {
        const n = given.startsWith(TOKEN_PREFIX) ? Number(given.slice(TOKEN_PREFIX.length)) : Number.NaN;
        if (!Number.isInteger(n) || n < 0 || n > token) return xml(davError('valid-sync-token'), 403);
        since = n;
      }
      const changed = [...all.values()]
        .filter((r) => Number(r.seq) > since && (since > 0 || Number(r.deleted) === 0))
        .sort((a, b) => Number(a.seq) - Number(b.seq));
      return xml(multistatus(changed.map(render), `<d:sync-token>${syncToken(token)}</d:sync-token>`));
    }
    if (mentions(body, 'addressbook-multiget')) {
      const names = hrefs(body).map((h) => decodeURIComponent(h.split('/').filter(Boolean).pop() ?? ''));
      return xml(
        multistatus(
          names.map((n) => {
            const row = all.get(n);
            return row ? render(row) : missing(book(me) + n);
          }),
        ),
      );
    }
    if (mentions(body, 'addressbook-query')) {
      return xml(multistatus([...all.values()].filter((r) => Number(r.deleted) === 0).map(render)));
    }
    return xml(davError('supported-report'), 403);
  }

  async function cardResource(c: Context, owner: TokenOwner, name: string) {
    const method = c.req.method;
    if (!/^[\w.@+-]{1,200}$/.test(name)) return c.text('Card names use letters, digits and . _ - @ +', 400);
    if (method === 'PUT') {
      const text = (await readBody(c)).text;
      const { created, etag } = await cards.put(owner.orgId, owner.userId, name, text, {
        ifMatch: c.req.header('if-match') ?? undefined,
        ifNoneMatch: c.req.header('if-none-match') ?? undefined,
      });
      return c.body(null, created ? 201 : 204, { ETag: etag });
    }
    if (method === 'DELETE') {
      const removed = await cards.remove(
        owner.orgId,
        owner.userId,
        name,
        c.req.header('if-match') ?? undefined,
      );
      return removed ? c.body(null, 204) : c.text('Not found', 404);
    }
    const { cards: all, contacts } = await cards.reconcile(owner.orgId);
    const row = all.get(name);
    const contact = row && Number(row.deleted) === 0 ? contacts.get(row.contactId) : undefined;
    if (!row || !contact) return c.text('Not found', 404);
    if (method === 'PROPFIND')
      return xml(multistatus([found(book(owner.userId) + row.name, cardProps(row, null))]));
    if (method === 'GET' || method === 'HEAD') {
      const text = cards.textOf(row, contact);
      return new Response(method === 'HEAD' ? null : text, {
        status: 200,
        headers: { 'content-type': 'text/vcard; charset=utf-8', ETag: row.etag },
      });
    }
    return c.text('Method not allowed here', 405);
  }
}
