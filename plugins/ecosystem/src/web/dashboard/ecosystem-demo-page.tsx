import { EcosystemDashboard } from './ecosystem-page.tsx';

export default function EcosystemDemoPage() {
  return <EcosystemDashboard demo />;
}
