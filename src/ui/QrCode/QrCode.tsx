import { useMemo } from 'react';
import { renderSVG } from 'uqr';

interface Props {
  /** What the code carries (a link or a bare code). */
  value: string;
  /** What it is, for screen readers and when the image cannot show. */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

/**
 * A QR code drawn in the page (an SVG made here, as an image: nothing is fetched and nothing of it can run). Black on
 * white with its quiet zone, whatever the theme (on --app-color-image-bg, white in dark mode too): scanners need the
 * contrast.
 */
export function QrCode({ value, label, size = 200 }: Props) {
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(value, { border: 2, ecc: 'M' }))}`, [value]);
  return <img src={src} alt={label} width={size} height={size} style={{ background: 'var(--app-color-image-bg)', imageRendering: 'pixelated' }} />;
}
