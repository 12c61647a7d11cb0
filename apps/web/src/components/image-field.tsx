// Picks an image (png/jpeg/webp/gif, ≤ 2 MB) with a preview and a remove button.
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { AVATAR_MAX_BYTES, IMAGE_TYPES } from '@gabinete/shared';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

/** The pt-BR reason a file cannot be used, or null when it can. */
export function imageFileError(file: File, maxBytes = AVATAR_MAX_BYTES): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Use uma imagem PNG, JPEG, WebP ou GIF.';
  if (file.size > maxBytes) return `A imagem deve ter no máximo ${Math.round(maxBytes / 1024 / 1024)} MB.`;
  return null;
}

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
    const reason = imageFileError(picked);
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
              <FileButton onChange={pick} accept={IMAGE_TYPES.join(',')}>
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
              {error ?? 'PNG, JPEG, WebP ou GIF, até 2 MB.'}
            </Text>
          </Stack>
        )}
      </Group>
    </Stack>
  );
}
