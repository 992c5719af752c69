import plugins from 'virtual:ecohub-web-plugins';
import { addMessageLoaders, addMessages, composeWebPlugins } from '@ecohub/web-kit';
import { coreWeb } from './core-web.tsx';
import { en } from './i18n/en.ts';
import { APP_LOADERS } from './i18n/locales/index.ts';

addMessages('app', { en });
// Other languages are separate chunks, downloaded only when chosen.
addMessageLoaders('app', APP_LOADERS);
for (const p of plugins) addMessages(p.id, p.messages);

/** The core's web part and every enabled plugin's, composed once at start-up. */
export const web = composeWebPlugins([coreWeb, ...plugins]);
