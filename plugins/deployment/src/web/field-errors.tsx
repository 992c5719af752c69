/** The server's messages for one field, under it (tied to the field by `id` for aria-describedby). */
export function FieldErrors({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="text-xs text-destructive" data-testid="field-error">
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}
