import { apiRequest } from '@ecohub/web-kit';

/** Ends the session, then a full load of / drops every cached query of the signed-in user. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } finally {
    window.location.assign('/');
  }
}
