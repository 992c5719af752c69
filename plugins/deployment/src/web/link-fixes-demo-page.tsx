import { LinkFixesView } from './link-fixes-page.tsx';

export default function LinkFixesDemoPage() {
  return <LinkFixesView demo />;
}
