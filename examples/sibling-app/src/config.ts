/** What the example needs from the hub: its URL and the app's id, publishable key and secret. */
export interface SiblingConfig {
  hub: string;
  app: string;
  key: string;
  secret: string;
}

export function configFromEnv(env: Record<string, string | undefined> = process.env): SiblingConfig {
  const need = (name: string): string => {
    const v = env[name];
    if (!v) throw new Error(`Set ${name} (see examples/sibling-app/README.md)`);
    return v;
  };
  return {
    hub: (env.HUB_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    app: need('APP_ID'),
    key: need('PUBLISHABLE_KEY'),
    secret: need('SIGNING_SECRET'),
  };
}
