// A message's file, fetched with the session's token: an image preview, an audio player, or a link with
// the document's name and size.
import { Anchor, Group, Image, Skeleton, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { ChatMessage } from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { formatFileSize } from '../../../lib/file-size.ts';

type Media = NonNullable<ChatMessage['media']>;

function useMediaUrl(media: Media): string | null {
  // A file this tab is sending shows from the browser's own copy; a stored one is fetched with the token.
  const local = media.url.startsWith('blob:') || media.url.startsWith('data:');
  const blob = useQuery({
    queryKey: ['chat-media', media.url],
    queryFn: () => api.blob(media.url),
    staleTime: Infinity,
    enabled: !local,
  });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return local ? media.url : url;
}

export function MessageMedia({ media, kind }: { media: Media; kind: ChatMessage['kind'] }) {
  const url = useMediaUrl(media);
  const name = media.fileName ?? 'arquivo';
  if (kind === 'image' || kind === 'sticker') {
    return url ? (
      <Anchor href={url} target="_blank" rel="noreferrer" aria-label={`Abrir imagem ${name}`}>
        <Image src={url} alt={name} maw={280} mah={280} radius="sm" fit="contain" />
      </Anchor>
    ) : (
      <Skeleton width={220} height={160} radius="sm" />
    );
  }
  if (kind === 'audio') {
    return url ? (
      <audio controls src={url} aria-label={`Áudio ${name}`} style={{ maxWidth: 260 }} />
    ) : (
      <Skeleton width={240} height={40} radius="xl" />
    );
  }
  if (kind === 'video' && url) {
    return <video controls src={url} aria-label={`Vídeo ${name}`} style={{ maxWidth: 280 }} />;
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <IconFileText size={28} aria-hidden />
      <div style={{ minWidth: 0 }}>
        {url ? (
          <Anchor href={url} download={name} size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
            {name}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {name}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatFileSize(media.size)}
        </Text>
      </div>
    </Group>
  );
}
