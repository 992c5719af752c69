/// <reference types="vite/client" />

declare module 'virtual:ecohub-web-plugins' {
  import type { WebPlugin } from '@ecohub/web-kit';

  const plugins: WebPlugin[];
  export default plugins;
}
