import ecosystemPlugin from '@ecohub/plugin-ecosystem';
import superhubPlugin from '@ecohub/plugin-superhub';
import deploymentPlugin from '../index.ts';

/** What forwarding needs: the app registry, ingestion, and this plugin. */
export const plugins = [ecosystemPlugin, superhubPlugin, deploymentPlugin];
