import { SYNC_PATH } from '../shared/constants.ts';
import { sampleData } from '../shared/samples.ts';

/** The JSON body a Shortcut sends (the format shown in the setup panel). */
export function requestFormat(token = '<your device token>') {
  const now = new Date();
  return {
    type: 'contacts',
    authToken: token,
    data: sampleData('contacts', now).slice(0, 1),
  };
}

export const endpointUrl = (origin: string) => `${origin}${SYNC_PATH}`;

/**
 * A step-by-step Shortcut recipe as a JSON file: the actions to add in the Shortcuts app, one per
 * sync type, with the endpoint and the body. (Apple signs .shortcut files, so a web app cannot
 * produce one to import; the recipe is what to build by hand.)
 */
export function shortcutRecipe(origin: string) {
  const url = endpointUrl(origin);
  const action = (type: string, source: string, fields: string[]) => ({
    name: `Ecosystem Hub: sync ${type}`,
    actions: [
      { action: source },
      { action: 'Repeat with Each', build: `a Dictionary with ${fields.join(', ')}` },
      { action: 'Add to Variable', variable: 'data' },
      {
        action: 'Get Contents of URL',
        url,
        method: 'POST',
        requestBody: 'JSON',
        fields: { type, authToken: '<your device token>', data: 'the variable data' },
      },
      { action: 'Show Result' },
    ],
  });
  return {
    endpoint: url,
    shortcuts: [
      action('contacts', 'Find Contacts (or Select Contacts)', [
        'firstName',
        'lastName',
        'phone',
        'email',
        'company',
        'address {street, city, state, zip}',
      ]),
      action('calls', 'a list of calls (from a Recents export or an automation)', [
        'phoneNumber',
        'type (outgoing or incoming)',
        'duration (seconds)',
        'date (ISO 8601)',
      ]),
      action('messages', 'a message (Messages automation: When I get a message)', [
        'phoneNumber',
        'type (sent or received)',
        'text',
        'date (ISO 8601)',
      ]),
    ],
    example: requestFormat(),
  };
}
