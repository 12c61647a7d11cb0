// The profile's centre column: posts with picture, likes and comments (liking and commenting stay in the page).
import {
  ActionIcon,
  Avatar,
  Button,
  Card,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconHeart, IconHeartFilled, IconMessageCircle, IconSend, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useDemoUser } from '../../lib/session.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import type { ProfilePost } from './profile-types.ts';

/** '1.2k' (or a float with rounding noise, '3.5999999999999996k') as '1,2 mil curtidas'; a local like adds one. */
function likesText(likes: string, change: number): string {
  const thousands = likes.trim().toLowerCase().endsWith('k');
  const value = Number.parseFloat(likes);
  if (Number.isNaN(value)) return `${likes} curtidas`;
  if (!thousands) return `${formatNumber(value + change)} curtidas`;
  const text = (value + change / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return `${text} mil curtidas`;
}

function PostCard({ post }: { post: ProfilePost }) {
  const user = useDemoUser();
  const [liked, setLiked] = useState(post.youLiked);
  const [comments, setComments] = useState(post.detailedComments);
  const [draft, setDraft] = useState('');
  const [hideImage, setHideImage] = useState(false);
  return (
    <Card withBorder component="article" aria-label={`Publicação de ${post.username}`}>
      <Group gap="sm" mb="sm" wrap="nowrap">
        <Avatar src={post.avatar} name={post.username} radius="xl" />
        <div>
          <Text size="sm" fw={600}>
            {post.username}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(post.postTime, true)}
          </Text>
        </div>
      </Group>
      <Text size="sm" mb="sm">
        {post.postText}
      </Text>
      {post.postImg && !hideImage && (
        <Image
          src={post.postImg}
          alt={`Foto publicada por ${post.username}`}
          radius="md"
          mb="sm"
          mah={360}
          onError={() => setHideImage(true)}
        />
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color={liked ? 'red' : 'gray'}
            aria-label={liked ? 'Descurtir' : 'Curtir'}
            aria-pressed={liked}
            onClick={() => setLiked((v) => !v)}
          >
            {liked ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
          </ActionIcon>
          <Text size="sm">{likesText(post.likes, liked !== post.youLiked ? (liked ? 1 : -1) : 0)}</Text>
          <Avatar.Group spacing="xs">
            {post.likedUsers.map((u) => (
              <Tooltip key={u.username} label={u.username}>
                <Avatar src={u.avatar} name={u.username} size={24} radius="xl" />
              </Tooltip>
            ))}
          </Avatar.Group>
        </Group>
        <Group gap="md" c="dimmed">
          <Group gap={4}>
            <IconMessageCircle size={16} aria-hidden />
            <Text size="sm">
              {post.comments + comments.length - post.detailedComments.length} comentários
            </Text>
          </Group>
          <Group gap={4}>
            <IconShare size={16} aria-hidden />
            <Text size="sm">{post.share} compartilhamentos</Text>
          </Group>
        </Group>
      </Group>
      <Stack gap="xs" mt="md">
        {comments.map((c, i) => (
          <Group key={i} gap="sm" align="flex-start" wrap="nowrap">
            <Avatar src={c.avatar} name={c.username} size={30} radius="xl" />
            <div>
              <Text size="sm" fw={500}>
                {c.username}
              </Text>
              <Text size="sm">{c.comment}</Text>
            </div>
          </Group>
        ))}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!draft.trim()) return;
            const name = user?.fullName ?? 'Você';
            setComments((list) => [
              ...list,
              {
                avatar: user?.avatar ?? '',
                username: name,
                comment: draft.trim(),
                commentsLikes: 0,
                youLiked: false,
              },
            ]);
            setDraft('');
          }}
        >
          <TextInput
            aria-label={`Comentar a publicação de ${post.username}`}
            placeholder="Escreva um comentário"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            rightSection={
              <ActionIcon type="submit" variant="subtle" aria-label="Enviar comentário">
                <IconSend size={16} />
              </ActionIcon>
            }
          />
        </form>
      </Stack>
    </Card>
  );
}

export function ProfilePosts({ posts }: { posts: ProfilePost[] }) {
  const [exhausted, setExhausted] = useState(false);
  return (
    <Stack gap="md" id="perfil-publicacoes">
      {posts.map((post, i) => (
        <PostCard key={i} post={post} />
      ))}
      <Stack align="center" gap={4}>
        <Button variant="light" onClick={() => setExhausted(true)} disabled={exhausted}>
          Carregar mais
        </Button>
        {exhausted && (
          <Text size="sm" c="dimmed" role="status">
            Não há mais publicações.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
