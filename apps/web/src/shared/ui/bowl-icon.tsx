/** A steaming bowl, drawn inline: emoji fonts are missing on many systems (tofu boxes). */
export function BowlIcon({ size = 48, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M17 5c-2.5 3 2.5 5 0 9M24 3c-2.5 3 2.5 5 0 9M31 5c-2.5 3 2.5 5 0 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity="0.55"
      />
      <path d="M4 20h40a20 20 0 0 1-40 0z" fill="currentColor" />
      <rect x="14" y="41" width="20" height="4" rx="2" fill="currentColor" />
    </svg>
  )
}
