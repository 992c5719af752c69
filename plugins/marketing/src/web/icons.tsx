/** Lucide's outlines, inlined (the plugin needs no icon dependency). */
function Outline({ className, paths }: { className?: string; paths: string[] }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const PauseIcon = ({ className }: { className?: string }) => (
  <Outline className={className} paths={['M6 4h4v16H6z', 'M14 4h4v16h-4z']} />
);
export const PlayIcon = ({ className }: { className?: string }) => (
  <Outline className={className} paths={['M6 3l14 9-14 9V3z']} />
);
export const WorkflowIcon = ({ className }: { className?: string }) => (
  <Outline className={className} paths={['M3 3h7v7H3z', 'M14 14h7v7h-7z', 'M7 10v4a3 3 0 0 0 3 3h4']} />
);
