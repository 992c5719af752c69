import { createQueryClient, Toaster } from '@ecohub/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './routes.tsx';

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <Toaster />
    </QueryClientProvider>
  );
}
