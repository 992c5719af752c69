import { z } from 'zod';

/** Environment variables of the IDX plugin (README: Configuration). */
export const idxConfig = z.object({
  /** `local`: the deterministic generator (works offline); `odata`: a RESO Web API feed. */
  IDX_FEED: z.enum(['local', 'odata']).default('local'),
  /** Listings the local generator keeps per organisation. */
  IDX_LOCAL_LISTINGS: z.coerce.number().int().min(1).max(5000).default(24),
  /** The US state whose real ZIP centroids the local generator places listings on. */
  IDX_LOCAL_STATE: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('TX'),
  /** The OData service root, e.g. https://api.mls.example/reso/odata (Property is read below it). */
  IDX_ODATA_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** OAuth2 token endpoint (client credentials grant). Unset: no Authorization header. */
  IDX_ODATA_TOKEN_URL: z.url({ protocol: /^https?$/ }).optional(),
  IDX_ODATA_CLIENT_ID: z.string().min(1).optional(),
  IDX_ODATA_CLIENT_SECRET: z.string().min(1).optional(),
  IDX_ODATA_SCOPE: z.string().min(1).optional(),
  /** Records per request (`$top`). */
  IDX_ODATA_PAGE_SIZE: z.coerce.number().int().min(1).max(1000).default(200),
  /** The MLS attribution line each page shows (MLS display rules). */
  IDX_ATTRIBUTION: z.string().min(1).default('Listing information is deemed reliable but not guaranteed.'),
});

export type IdxConfig = z.infer<typeof idxConfig>;
