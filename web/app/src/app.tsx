import { AUTH_USER_KEY, createQueryClient, Toaster } from '@ecohub/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './routes.tsx';
import { useTheme } from './theme.ts';

// A 401 anywhere re-checks the session: if it ended, the signed-out routes take over (and a
// signed-in page shows the 'Unauthorized' toast, then goes to sign-in).
const queryClient = createQueryClient({
  onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
});

export function App() {
  const theme = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <Toaster theme={theme} />
    </QueryClientProvider>
  );
}
