/** The processing job's status icons (lucide's outlines, inlined). */
function Outline({ label, paths, className }: { label: string; paths: string[]; className: string }) {
  return (
    <svg
      className={`h-4 w-4 shrink-0 ${className}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const CIRCLE = 'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20';

export const ErrorIcon = ({ label }: { label: string }) => (
  <Outline label={label} className="text-destructive" paths={[CIRCLE, 'M12 8v4', 'M12 16h.01']} />
);
export const SuccessIcon = ({ label }: { label: string }) => (
  <Outline label={label} className="text-green-600" paths={[CIRCLE, 'm9 12 2 2 4-4']} />
);
export const PendingIcon = ({ label }: { label: string }) => (
  <Outline label={label} className="text-muted-foreground" paths={[CIRCLE, 'M12 6v6l4 2']} />
);
