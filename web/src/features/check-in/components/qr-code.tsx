import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * A pass as a QR code, drawn as SVG rectangles (no markup string, prints sharp). Level M: a pass printed on
 * a team sheet survives a fold or a smudge, and a phone screen's glare.
 */
export function QrCode({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const cells = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text, 'Byte');
    code.make();
    const count = code.getModuleCount();
    const dark: string[] = [];
    for (let row = 0; row < count; row++) for (let col = 0; col < count; col++) if (code.isDark(row, col)) dark.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    return { count: count + 8, path: dark.join('') };
  }, [text]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${cells.count} ${cells.count}`} shapeRendering="crispEdges" className="ci-qr">
      <rect width={cells.count} height={cells.count} fill="#fff" />
      <path d={cells.path} fill="#000" />
    </svg>
  );
}
