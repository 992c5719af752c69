/** The sidebar icons of the CRM tabs (lucide's outlines, inlined to keep the plugin's dependencies small). */
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

const USERS = [
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M22 21v-2a4 4 0 0 0-3-3.87',
  'M16 3.13a4 4 0 0 1 0 7.75',
];
const LINK = [
  'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71',
  'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
];
const DATABASE = [
  'M12 8c4.97 0 9-1.34 9-3s-4.03-3-9-3-9 1.34-9 3 4.03 3 9 3z',
  'M3 5v14c0 1.66 4 3 9 3s9-1.34 9-3V5',
  'M3 12c0 1.66 4 3 9 3s9-1.34 9-3',
];

export const UsersIcon = ({ className }: { className?: string }) => (
  <Outline className={className} paths={USERS} />
);
export const LinkIcon = ({ className }: { className?: string }) => (
  <Outline className={className} paths={LINK} />
);
export const DatabaseIcon = ({ className }: { className?: string }) => (
  <Outline className={className} paths={DATABASE} />
);
