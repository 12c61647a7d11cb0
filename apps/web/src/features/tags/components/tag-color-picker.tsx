// Colour choice for tags and categories: one swatch per TAG_COLORS entry, named in pt-BR.
import { CheckIcon, ColorSwatch, Group, Input, Tooltip } from '@mantine/core';
import { TAG_COLOR_LABELS, TAG_COLORS, type TagCategoryInputSchema } from '@gabinete/shared';
import type { z } from 'zod';

export type TagColor = NonNullable<z.input<typeof TagCategoryInputSchema>['color']>;

interface TagColorPickerProps {
  value: TagColor;
  onChange: (color: TagColor) => void;
  label?: string;
  error?: string;
}

export function TagColorPicker({ value, onChange, label = 'Cor', error }: TagColorPickerProps) {
  return (
    <Input.Wrapper label={label} description={`Escolhida: ${TAG_COLOR_LABELS[value]}`} error={error}>
      <Group gap={8} mt={6} role="radiogroup" aria-label={label}>
        {TAG_COLORS.map((color) => (
          <Tooltip key={color} label={TAG_COLOR_LABELS[color]} withArrow openDelay={200}>
            <ColorSwatch
              component="button"
              type="button"
              role="radio"
              aria-checked={value === color}
              aria-label={TAG_COLOR_LABELS[color]}
              color={`var(--mantine-color-${color}-6)`}
              onClick={() => onChange(color)}
              size={28}
              style={{ color: '#fff', cursor: 'pointer' }}
            >
              {value === color && <CheckIcon style={{ width: 12, height: 12 }} />}
            </ColorSwatch>
          </Tooltip>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
