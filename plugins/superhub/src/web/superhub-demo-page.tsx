import { SuperhubDashboardView } from './superhub-page.tsx';

export default function SuperhubDemoPage() {
  return <SuperhubDashboardView demo />;
}
