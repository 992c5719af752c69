/**
 * The address parameter that opens the crm tab's contact form (the dashboard's Add Contact sets it
 * before switching to the tab; the tab removes it once read). Tabs are not routes, so the intent
 * travels in the address: a reload keeps nothing else.
 */
export const NEW_CONTACT_PARAM = 'new-contact';

/** True when the address asks for the contact form. */
export const wantsNewContact = (search: string): boolean =>
  new URLSearchParams(search).has(NEW_CONTACT_PARAM);
