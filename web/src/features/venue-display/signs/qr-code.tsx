import { encode } from 'uqr';

/**
 * A QR code as SVG: one path of dark modules, so it prints sharp at any size. Error correction Q: a
 * sign outdoors gets wet, torn and taped over.
 */
export function QrCode({ value, label, size = 240 }: { value: string; label: string; size?: number }) {
  const { data, size: modules } = encode(value, { ecc: 'Q', border: 2 });
  let path = '';
  data.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x} ${y}h1v1h-1z` : '')));
  return (
    <svg className="vs-qr" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
