export { installDom } from './install-dom.ts';
export {
  type AgentLike,
  type HubLike,
  type RenderWithHubOptions,
  renderWithHub,
} from './render-with-hub.tsx';
export { expectCompleteTranslations } from './translations.ts';
