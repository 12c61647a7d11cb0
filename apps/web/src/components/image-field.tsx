// Picks an image (png/jpeg/webp/gif, ≤ 2 MB unless told otherwise) with a preview and a remove button.
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { AVATAR_MAX_BYTES, IMAGE_TYPES } from '@gabinete/shared';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

/** The pt-BR reason a file cannot be used, or null when it can. */
export function imageFileError(
  file: File,
  maxBytes = AVATAR_MAX_BYTES,
  types: readonly string[] = IMAGE_TYPES,
): string | null {
  if (!types.includes(file.type)) return `Use uma imagem ${typeNames(types)}.`;
  if (file.size > maxBytes) return `A imagem deve ter no máximo ${Math.round(maxBytes / 1024 / 1024)} MB.`;
  return null;
}

const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};
const typeNames = (types: readonly string[]) => {
  const names = types.map((t) => TYPE_NAMES[t] ?? t);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}` : (names[0] ?? '');
};

interface ImageFieldProps {
  label: string;
  /** The stored image URL (e.g. /uploads/avatars/x.png). */
  currentUrl: string | null;
  file: File | null;
  removed: boolean;
  onFileChange: (file: File | null) => void;
  onRemove: () => void;
  placeholder?: ReactNode;
  disabled?: boolean;
  radius?: 'xl' | 'md';
  size?: number;
  /** Accepted MIME types (the server checks the bytes again) and the size limit. */
  types?: readonly string[];
  maxBytes?: number;
  /** Said after the accepted types and size. */
  hint?: string;
}

export function ImageField({
  label,
  currentUrl,
  file,
  removed,
  onFileChange,
  onRemove,
  placeholder,
  disabled = false,
  radius = 'xl',
  size = 72,
  types = IMAGE_TYPES,
  maxBytes = AVATAR_MAX_BYTES,
  hint,
}: ImageFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? (removed ? null : currentUrl);

  const pick = (picked: File | null) => {
    if (!picked) return;
    const reason = imageFileError(picked, maxBytes, types);
    setError(reason);
    if (!reason) onFileChange(picked);
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="md">
        <Avatar src={shown} alt={shown ? label : undefined} size={size} radius={radius} color="blue">
          {placeholder}
        </Avatar>
        {!disabled && (
          <Stack gap={6}>
            <Group gap="xs">
              <FileButton onChange={pick} accept={types.join(',')}>
                {(props) => (
                  <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={14} />}>
                    {shown ? 'Trocar imagem' : 'Enviar imagem'}
                  </Button>
                )}
              </FileButton>
              {shown && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => {
                    setError(null);
                    if (file) onFileChange(null);
                    if (currentUrl) onRemove();
                  }}
                >
                  Remover
                </Button>
              )}
            </Group>
            <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
              {error ??
                `${typeNames(types)}, até ${Math.round(maxBytes / 1024 / 1024)} MB.${hint ? ` ${hint}` : ''}`}
            </Text>
          </Stack>
        )}
      </Group>
    </Stack>
  );
}
