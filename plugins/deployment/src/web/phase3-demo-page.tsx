import { Phase3View } from './phase3-page.tsx';

export default function Phase3DemoPage() {
  return <Phase3View demo />;
}
