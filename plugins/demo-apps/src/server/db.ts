/** demo-apps' tables as queries see them (camelCase). JSON is text. */
export interface DemoAppsTables {
  demoAppStates: {
    appId: string;
    orgId: string;
    /** JSON: the DeployedConfig the app acknowledged, or null before the first deploy. */
    config: string | null;
    configVersion: number | null;
    acknowledgedAt: string | null;
    eventsReceived: number;
    lastEvent: string | null;
    lastEventAt: string | null;
    updatedAt: string;
  };
  demoAppEvents: {
    appId: string;
    webhookId: string;
    orgId: string;
    type: string | null;
    /** The verified body as received (JSON). */
    payload: string;
    receivedAt: string;
  };
}
