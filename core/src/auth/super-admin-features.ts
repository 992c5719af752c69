/**
 * The platform features an elevated super admin holds (spec 002 §3 'Admin feature'). Their ids are
 * also the permissions reported by GET /api/super-admin/status.
 */
export interface AdminFeature {
  id: AdminFeatureId;
  name: string;
  description: string;
  enabled: boolean;
}

export const ADMIN_FEATURE_IDS = [
  'ecosystem_management',
  'user_management',
  'billing_override',
  'analytics_full',
  'system_diagnostics',
  'cross_selling_management',
] as const;

export type AdminFeatureId = (typeof ADMIN_FEATURE_IDS)[number];

const FEATURES: Record<AdminFeatureId, { name: string; description: string }> = {
  ecosystem_management: {
    name: 'Ecosystem Management',
    description: 'Full access to every ecosystem application, its status and its configuration',
  },
  user_management: {
    name: 'User Management',
    description: 'Manage user accounts, password reset requests and reset tokens',
  },
  billing_override: {
    name: 'Billing Override',
    description: 'Open ecosystem applications with premium features and the paywall bypassed',
  },
  analytics_full: {
    name: 'Full Analytics',
    description: 'Dashboard statistics, revenue and activity across the platform',
  },
  system_diagnostics: {
    name: 'System Diagnostics',
    description: 'Health, integration and event statistics of the ecosystem',
  },
  cross_selling_management: {
    name: 'Cross-Selling Management',
    description: 'Manage cross-sell opportunities, backlinks and the priority roadmap',
  },
};

/** Every feature is enabled for an elevated super admin: the server grants them as one role. */
export const adminFeatures = (): AdminFeature[] =>
  ADMIN_FEATURE_IDS.map((id) => ({ id, ...FEATURES[id], enabled: true }));
