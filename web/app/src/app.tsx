import { AUTH_USER_KEY, createQueryClient, Toaster } from '@ecohub/web-kit';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './routes.tsx';
import { useTheme } from './theme.ts';

// A 401 anywhere re-checks the session: if it ended, the signed-out routes take over (and a
// signed-in page shows the 'Unauthorized' toast, then goes to sign-in).
export const queryClient = createQueryClient({
  onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
});

/** The whole app on a query client: the browser's (below) or one per server-side render. */
export function AppTree({ client }: { client: QueryClient }) {
  const theme = useTheme();
  return (
    <QueryClientProvider client={client}>
      <AppRoutes />
      <Toaster theme={theme} />
    </QueryClientProvider>
  );
}

export function App() {
  return <AppTree client={queryClient} />;
}
