/**
 * A typed handle on another plugin's services. The providing plugin exports it from its `shared/`
 * together with the service interface, so the type is chosen once, by the provider, not by each
 * caller (`hub.services<T>(id)` let every caller pick its own).
 */
export interface ServiceRef<T> {
  readonly pluginId: string;
  /** Type carrier only; never set at runtime. */
  readonly __service?: T;
}

export function serviceRef<T>(pluginId: string): ServiceRef<T> {
  return Object.freeze({ pluginId });
}

/** The id of a `dependsOn` entry, given as a plugin id or as one of its refs. */
export const refId = (dep: string | ServiceRef<unknown>): string =>
  typeof dep === 'string' ? dep : dep.pluginId;
