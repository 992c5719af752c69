import { installDom } from '@ecohub/web-kit/testing/install-dom';

/*
 * Imported first by a panel test that types or opens a select, before anything loads react-dom:
 * react-dom decides when it loads whether the document has input events (without them a text
 * field's onChange never fires), and `@ecohub/web-kit/testing` loads react-dom itself.
 */
installDom();

/*
 * installDom keeps Node's Event and CustomEvent; Radix selects dispatch `new CustomEvent(...)` on
 * document nodes, which happy-dom refuses unless the event is its own. The hub constructs neither,
 * so the document's classes replace them for the test file.
 */
for (const k of ['Event', 'CustomEvent'] as const)
  Object.defineProperty(globalThis, k, {
    value: (window as unknown as Record<string, unknown>)[k],
    configurable: true,
    writable: true,
  });
