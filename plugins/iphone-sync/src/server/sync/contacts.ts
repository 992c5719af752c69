import { HttpError } from '@ecohub/core';
import type { Contact, ContactPatch, CrmServices } from '@ecohub/plugin-crm/shared';
import type { SyncContact } from '../../shared/sync.ts';
import { normalisePhone } from './phone.ts';

export type ContactOutcome = 'created' | 'updated' | 'unchanged' | 'failed';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company'] as const;

/**
 * What the phone adds to a CRM contact: every field the contact lacks. A field both have keeps the
 * CRM's value (it may have been edited in the hub), so a merge never loses what either side knew.
 */
export function fillEmpty(
  existing: Contact,
  incoming: Pick<Contact, (typeof FIELDS)[number]> & {
    address: SyncContact['address'];
  },
): ContactPatch {
  const patch: ContactPatch = {};
  for (const f of FIELDS) if (!existing[f] && incoming[f]) patch[f] = incoming[f];
  const a = incoming.address;
  const hasAddress = (x: Contact['address']) => !!x && Object.values(x).some(Boolean);
  if (a && Object.values(a).some(Boolean) && !hasAddress(existing.address)) {
    patch.address = { street: a.street, city: a.city, state: a.state, zip: a.zip };
  }
  return patch;
}

/**
 * Upserts one phone contact: matched by email first, then by its phone number read with
 * libphonenumber (any spelling of the same number); merged into the match, or created as a lead of
 * source `iphone` with the number in E.164.
 */
export async function upsertContact(
  crm: CrmServices,
  orgId: string,
  c: SyncContact,
  opts: { country: string; actorId: string },
): Promise<ContactOutcome> {
  const phone = c.phone ? normalisePhone(c.phone, opts.country) : null;
  const find = async () => {
    const byEmail = c.email ? await crm.contacts.findByEmail(orgId, c.email) : null;
    if (byEmail) return byEmail;
    return phone ? ((await crm.contacts.findByPhone(orgId, phone.spellings))[0] ?? null) : null;
  };
  const incoming = {
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: phone?.e164 ?? c.phone,
    company: c.company,
    address: c.address,
  };
  try {
    let existing = await find();
    if (!existing) {
      try {
        await crm.contacts.create(
          orgId,
          {
            ...incoming,
            // The CRM wants a name or an email: a bare number is named by its number.
            firstName:
              incoming.firstName || (!incoming.lastName && !incoming.email ? (phone?.display ?? '') : ''),
            address: c.address ? { ...c.address } : null,
            source: 'iphone',
            status: 'lead',
          },
          opts.actorId,
        );
        return 'created';
      } catch (err) {
        // The same email arrived a moment ago (another sync): merge into it instead.
        if (!(err instanceof HttpError && err.status === 409)) throw err;
        existing = await find();
        if (!existing) throw err;
      }
    }
    const patch = fillEmpty(existing, incoming);
    if (Object.keys(patch).length === 0) return 'unchanged';
    await crm.contacts.update(orgId, existing.id, patch, opts.actorId);
    return 'updated';
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) return 'failed';
    throw err;
  }
}
