// One post in the blog list: image, title, author, date, tags, excerpt, comment count and 'Ler mais'.
import { Anchor, Avatar, Badge, Card, Group, Image, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { IMAGE_FALLBACK, tagColor, tagLabel, type BlogPost } from './blog-data.tsx';

export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={`post-${post.id}`}>
      <Card.Section>
        <Link to={`/blog/${post.id}`} tabIndex={-1} aria-hidden>
          <Image src={post.img} fallbackSrc={IMAGE_FALLBACK} h={180} alt="" />
        </Link>
      </Card.Section>
      <Anchor component={Link} to={`/blog/${post.id}`} c="inherit" mt="md" display="block">
        <Text id={`post-${post.id}`} fw={700} fz="lg" lineClamp={2}>
          {post.title}
        </Text>
      </Anchor>
      <Group gap="xs" mt="xs" wrap="nowrap">
        <Avatar src={post.avatar} name={post.userFullName} color="initials" size="sm" radius="xl" />
        <Text size="sm" c="dimmed">
          por{' '}
          <Text span c="bright" size="sm">
            {post.userFullName}
          </Text>{' '}
          · {formatDate(post.blogPosted)}
        </Text>
      </Group>
      <Group gap={6} mt="sm">
        {post.tags.map((tag) => (
          <Badge key={tag} color={tagColor(tag)} variant="light">
            {tagLabel(tag)}
          </Badge>
        ))}
      </Group>
      <Text size="sm" c="dimmed" mt="sm" lineClamp={3} style={{ flex: 1 }}>
        {post.excerpt}
      </Text>
      <Group
        justify="space-between"
        mt="md"
        pt="sm"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap={4}>
          <IconMessage size={16} aria-hidden />
          <Text size="sm">
            {formatNumber(post.comment)} {post.comment === 1 ? 'comentário' : 'comentários'}
          </Text>
        </Group>
        <Anchor
          component={Link}
          to={`/blog/${post.id}`}
          size="sm"
          fw={600}
          aria-label={`Ler mais: ${post.title}`}
        >
          Ler mais
        </Anchor>
      </Group>
    </Card>
  );
}
