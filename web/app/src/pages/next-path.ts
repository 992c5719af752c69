/**
 * Where to go after signing in or up: `?next=` when it is a path of this site (a page that sent the
 * visitor to sign up, e.g. a checkout started signed out), else the dashboard.
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])/.test(next) ? next : '/dashboard';
}
