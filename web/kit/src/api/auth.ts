import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from './query-client.ts';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: 'viewer' | 'member' | 'admin' | 'owner';
  organization: { id: string; name: string; plan: string; trialEndsAt: string | null };
}

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/** The signed-in user; a 401 means signed out (null), with no retry (spec 000 §6). */
export function useAuth() {
  const q = useQuery({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn({ on401: 'null' }) as () => Promise<AuthUser | null>,
  });
  return { user: q.data ?? null, isLoading: q.isLoading, isAuthenticated: !!q.data };
}
