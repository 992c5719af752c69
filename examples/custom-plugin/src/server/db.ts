/** custom-notes' tables as queries see them (camelCase); `forOrg` works on them: they have `orgId`. */
export interface NotesTables {
  customNotes: {
    id: string;
    orgId: string;
    title: string;
    body: string;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
  };
}
