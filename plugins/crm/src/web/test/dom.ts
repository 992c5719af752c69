import { installDom } from '@ecohub/web-kit/testing/install-dom';

/*
 * Import this module first in a panel test, before anything loads react-dom: react-dom/client
 * decides when it loads whether the document has input events, and without them a text field's
 * onChange never fires. `@ecohub/web-kit/testing` itself loads react-dom (through testing-library),
 * so calling its installDom in beforeAll is too late for a test that types.
 */
installDom();

/*
 * installDom keeps Node's Event and CustomEvent, but Radix (dialogs, selects) dispatches
 * `new CustomEvent(...)` on document nodes, which happy-dom refuses unless the event is its own.
 * The hub does not construct these events, so the document's classes replace them for the file.
 */
for (const k of ['Event', 'CustomEvent'] as const)
  Object.defineProperty(globalThis, k, {
    value: (window as unknown as Record<string, unknown>)[k],
    configurable: true,
    writable: true,
  });
