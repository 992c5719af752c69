export interface WebsiteEvent {
  orgId: string;
  websiteId: string;
  name: string;
  url: string;
}

export interface LeadEvent {
  orgId: string;
  websiteId: string;
  listingKey: string | null;
  contactId: string | null;
  email: string;
}

declare module '@ecohub/core' {
  interface HubEvents {
    'idx.website-created': WebsiteEvent;
    'idx.website-published': WebsiteEvent;
    'idx.lead-captured': LeadEvent;
  }
}
