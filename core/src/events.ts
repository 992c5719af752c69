/**
 * Typed events between plugins. A plugin adds its events by declaration merging:
 *   declare module '@ecohub/core' { interface HubEvents { 'crm.contact-created': { orgId: string; id: string } } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by declaration merging
export interface HubEvents {}

type Handler = (payload: any) => unknown;

export interface EventBus {
  on<K extends keyof HubEvents>(name: K, handler: (payload: HubEvents[K]) => unknown): () => void;
  emit<K extends keyof HubEvents>(name: K, payload: HubEvents[K]): Promise<void>;
}

export function createEventBus(onError: (name: string, err: unknown) => void): EventBus {
  const handlers = new Map<string, Set<Handler>>();
  return {
    on(name, handler) {
      const set = handlers.get(name as string) ?? new Set();
      set.add(handler);
      handlers.set(name as string, set);
      return () => set.delete(handler);
    },
    async emit(name, payload) {
      // Handlers run one after another; one failing handler never stops the others or the emitter.
      for (const h of handlers.get(name as string) ?? []) {
        try {
          await h(payload);
        } catch (err) {
          onError(name as string, err);
        }
      }
    },
  };
}
