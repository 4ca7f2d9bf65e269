import encodeQR from 'qr';
import { useMemo } from 'react';

/** A QR code drawn as one SVG path (dark modules), crisp at any size. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => {
    const matrix = encodeQR(value, 'raw', { ecc: 'medium', border: 2 });
    let d = '';
    matrix.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, size: matrix.length };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="h-auto w-full bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
