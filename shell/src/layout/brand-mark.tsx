/** The logo's mark: a roof over a gavel's strike, in the brand colours. Decorative (the name is written beside it). */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="10" fill="var(--brand, #0b3d5c)" />
      <path
        d="M8 20.5 20 10l12 10.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M12.5 19v11.5h15V19" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <rect x="17" y="23" width="6" height="7.5" rx="1" fill="var(--accent, #b84d12)" />
    </svg>
  );
}
