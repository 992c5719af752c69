import { z } from 'zod';

export const CONTACT_STATUSES = ['lead', 'qualified', 'customer', 'lost'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Rows of the CRM tab's contact table (spec 001 §9). */
export const CONTACT_TABLE_ROWS = 10;

const text = (max: number) => z.string().trim().max(max);

export const addressSchema = z.object({
  street: text(200).optional().default(''),
  city: text(100).optional().default(''),
  state: text(100).optional().default(''),
  zip: text(20).optional().default(''),
});

const contactFields = {
  firstName: text(100),
  lastName: text(100),
  email: z
    .string()
    .trim()
    .max(254)
    .refine(
      (v) => v === '' || z.email({ pattern: z.regexes.unicodeEmail }).safeParse(v).success,
      'Enter a valid email address',
    ),
  phone: text(50),
  company: text(200),
  source: text(100),
  status: z.enum(CONTACT_STATUSES),
  /** Minor units (cents). */
  value: z.number().int('Value must be in whole cents').min(0, 'Value cannot be negative').max(1e13),
  lastContactedAt: z.iso.datetime({ offset: true }).nullable(),
  address: addressSchema.nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  tags: z.array(z.string().trim().min(1).max(50)).max(50),
};

const hasNameOrEmail = (c: { firstName?: string; lastName?: string; email?: string }) =>
  !!(c.firstName || c.lastName || c.email);
const NAME_OR_EMAIL = { message: 'Enter a first name, a last name or an email', path: ['firstName'] };

export const contactInputSchema = z
  .object({
    firstName: contactFields.firstName.default(''),
    lastName: contactFields.lastName.default(''),
    email: contactFields.email.default(''),
    phone: contactFields.phone.default(''),
    company: contactFields.company.default(''),
    source: contactFields.source.default(''),
    status: contactFields.status.default('lead'),
    value: contactFields.value.default(0),
    lastContactedAt: contactFields.lastContactedAt.default(null),
    address: contactFields.address.default(null),
    latitude: contactFields.latitude.default(null),
    longitude: contactFields.longitude.default(null),
    tags: contactFields.tags.default([]),
  })
  .strict()
  .refine(hasNameOrEmail, NAME_OR_EMAIL);
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactData = z.output<typeof contactInputSchema>;

export const contactPatchSchema = z
  .object(contactFields)
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'Send at least one field to change');
export type ContactPatch = z.output<typeof contactPatchSchema>;

export interface Contact {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  source: string;
  status: ContactStatus;
  value: number;
  lastContactedAt: string | null;
  address: { street: string; city: string; state: string; zip: string } | null;
  latitude: number | null;
  longitude: number | null;
  tags: string[];
  createdAt: string;
  updatedAt: string;
}

export const CONTACT_SORTS = ['createdAt', '-createdAt', 'name', '-name', 'value', '-value'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

export const contactListQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    source: z.string().trim().max(100).optional(),
    status: z.enum(CONTACT_STATUSES).optional(),
    sort: z.enum(CONTACT_SORTS).default('-createdAt'),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().max(500).optional(),
  })
  .strict();
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

export interface ContactPage {
  items: Contact[];
  nextCursor: string | null;
}

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

export const mergeSchema = z
  .object({
    primaryId: z.string().min(1).max(64),
    duplicateId: z.string().min(1).max(64),
  })
  .strict()
  .refine((b) => b.primaryId !== b.duplicateId, {
    message: 'Choose two different contacts',
    path: ['duplicateId'],
  });

export interface PipelineStage {
  status: ContactStatus;
  count: number;
  value: number;
}

export interface ContactSummary {
  totalContacts: number;
  totalValue: number;
  customers: number;
  qualified: number;
  /** Customers over all contacts, in percent with one decimal. */
  conversionRate: number;
  pipeline: PipelineStage[];
}
