// The one-script-tag build the hub serves at /sdk.js:
//   <script src="https://hub.example.com/sdk.js" data-app="app_…" data-key="pk_…" defer></script>
// starts the tracker (hub = the script's origin) and defines <ecohub-cross-sell>. `window.EcoHub`
// offers page, track, identify, setConsent and flush; data-consent="required" holds events.
import * as tracker from './tracker/index.ts';
import './widget/index.ts';

const script = document.currentScript as HTMLScriptElement | null;
const d = script?.dataset;
if (script && d?.app && d.key)
  tracker.init({
    hub: new URL(script.src).origin,
    app: d.app,
    key: d.key,
    requireConsent: d.consent === 'required',
  });
(window as unknown as { EcoHub: typeof tracker }).EcoHub = tracker;
