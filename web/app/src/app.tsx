import { createQueryClient, Toaster } from '@ecohub/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './routes.tsx';
import { useTheme } from './theme.ts';

const queryClient = createQueryClient();

export function App() {
  const theme = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <Toaster theme={theme} />
    </QueryClientProvider>
  );
}
