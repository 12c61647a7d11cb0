// A small round swatch of a Mantine colour before a name (statuses, áreas); colour is never the only signal.
export function ColorDot({ color, size = 8 }: { color: string; size?: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        background: `var(--mantine-color-${color}-6)`,
      }}
    />
  );
}
