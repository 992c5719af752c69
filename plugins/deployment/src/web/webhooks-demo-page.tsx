import { WebhooksView } from './webhooks-page.tsx';

export default function WebhooksDemoPage() {
  return <WebhooksView demo />;
}
