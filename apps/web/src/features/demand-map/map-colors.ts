// Colours for Leaflet (SVG attributes take no CSS variables): Mantine palette names to hex, and the
// heat scale of the bairro view.
import { DEFAULT_THEME } from '@mantine/core';

export function paletteHex(color: string, shade = 6): string {
  const palette = (DEFAULT_THEME.colors as Record<string, readonly string[] | undefined>)[color];
  return palette?.[shade] ?? '#868e96';
}

/** From few (yellow) to many (dark red), by the bairro's share of the busiest one. */
export function heatColor(share: number): string {
  if (share >= 0.75) return '#c92a2a';
  if (share >= 0.5) return '#f03e3e';
  if (share >= 0.25) return '#fd7e14';
  return '#fcc419';
}

/** Circle radius in pixels: the area grows with the count. */
export function heatRadius(total: number, max: number): number {
  if (max <= 0) return 8;
  return Math.round(6 + Math.sqrt(total / max) * 18);
}
