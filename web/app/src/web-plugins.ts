import plugins from 'virtual:ecohub-web-plugins';
import { addMessages, composeWebPlugins } from '@ecohub/web-kit';
import { coreWeb } from './core-web.tsx';
import { en } from './i18n/en.ts';

addMessages('app', { en });
for (const p of plugins) addMessages(p.id, p.messages);

/** The core's web part and every enabled plugin's, composed once at start-up. */
export const web = composeWebPlugins([coreWeb, ...plugins]);
