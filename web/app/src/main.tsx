// The entry: small on purpose. It applies the theme, then downloads the app (boot.tsx): at once, or,
// on a server-rendered page that asks for it (the landing), at the visitor's first interaction.
import { deferUntilInteraction, startKeepingClicks } from './defer-until-interaction.ts';
import { readSsrState } from './ssr-state.ts';
import { applyStoredTheme } from './theme-store.ts';
import './index.css';

applyStoredTheme();
const ssr = readSsrState();
const rendered = ssr?.path === window.location.pathname;
const start = () => import('./boot.tsx').then((m) => m.boot(rendered ? ssr : null));
if (!rendered) void start();
else if (ssr.hydrate === 'interaction') deferUntilInteraction(start);
else startKeepingClicks(start);
