import { installDom } from './install-dom.ts';

/*
 * `import '@ecohub/web-kit/testing/dom'` as the first import of a panel test that types, opens a
 * dialog or a select. Two things must happen before anything loads react-dom:
 * - react-dom decides when it loads whether the document has input events (without them a text
 *   field's onChange never fires), and `@ecohub/web-kit/testing` loads react-dom itself, so calling
 *   installDom in beforeAll is too late;
 * - installDom keeps Node's Event and CustomEvent, but Radix (dialogs, selects) dispatches
 *   `new CustomEvent(...)` on document nodes, which happy-dom refuses unless the event is its own.
 *   The hub constructs neither, so the document's classes replace them for the test file.
 */
installDom();
for (const k of ['Event', 'CustomEvent'] as const)
  Object.defineProperty(globalThis, k, {
    value: (window as unknown as Record<string, unknown>)[k],
    configurable: true,
    writable: true,
  });
