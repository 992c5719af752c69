import { coreServices, createSession, type Hub } from '@ecohub/core';
import type { SignedIn } from '@ecohub/core/testing';

/**
 * An owner of a new organisation on a hub opened with `hubOn` (a shared database, no TestHub), as
 * the `SignedIn` that the registry helpers take: requests go through the hub's routes with a session.
 */
export async function ownerOn(hub: Hub, name: string): Promise<SignedIn & { request: Request }> {
  const core = hub.ctx.use(coreServices);
  const email = `owner@${name.toLowerCase()}.test`;
  const user = await core.users.create({ email, firstName: 'O', lastName: 'W' });
  const org = await core.orgs.create({ name });
  await core.orgs.addMember(org.id, user.id, 'owner');
  const { token } = await createSession(hub.ctx.db, hub.ctx.clock, user.id, org.id);
  const request: Request = async (method, p, body) =>
    hub.app.request(`http://localhost:3000${p}`, {
      method,
      // The session cookie (core's name) and the hub's own origin, as the web app sends them.
      headers: {
        origin: 'http://localhost:3000',
        cookie: `ecohub_session=${token}`,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const agent = {
    cookie: token,
    request,
    get: (p: string) => request('GET', p),
    post: (p: string, b?: unknown) => request('POST', p, b ?? {}),
    patch: (p: string, b?: unknown) => request('PATCH', p, b ?? {}),
    put: (p: string, b?: unknown) => request('PUT', p, b ?? {}),
    delete: (p: string) => request('DELETE', p),
  };
  return { agent, userId: user.id, orgId: org.id, email, request };
}

type Request = (method: string, path: string, body?: unknown) => Promise<Response>;
