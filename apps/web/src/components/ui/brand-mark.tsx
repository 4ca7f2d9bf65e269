import { useId } from 'react';

/**
 * The programme's mark (public/icons/icon.svg), drawn inline: an <img> of an SVG is parsed
 * as a separate document on the page's main thread, about 30 ms on a slow phone.
 */
export function BrandMark(props: { size: number; className?: string }) {
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 512 512"
      width={props.size}
      height={props.size}
      aria-hidden="true"
      focusable="false"
      className={props.className}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0ea5e9" />
          <stop offset="1" stopColor="#0b4f8a" />
        </linearGradient>
      </defs>
      <rect width="512" height="512" rx="112" fill={`url(#${gradient})`} />
      <path d="M256 84c-58 78-118 150-118 214a118 118 0 0 0 236 0c0-64-60-136-118-214z" fill="#fff" />
      <path
        d="M206 300a50 50 0 0 0 50 50"
        stroke="#0ea5e9"
        strokeWidth="22"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M380 96l10 26 26 10-26 10-10 26-10-26-26-10 26-10z" fill="#fde047" />
    </svg>
  );
}
