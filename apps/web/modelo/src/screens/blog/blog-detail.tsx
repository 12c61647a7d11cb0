// One blog post (/modelo/blog/:id): image, author, tags, content, share links and comments.
import { ActionIcon, Avatar, Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconEdit,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { BlogComments } from './blog-comments.tsx';
import {
  IMAGE_FALLBACK,
  paragraphs,
  tagColor,
  tagLabel,
  PostNotFound,
  useBlogPosts,
  type BlogDetailData,
} from './blog-data.tsx';

const TRAIL = [{ label: 'Páginas' }, { label: 'Blog', to: '/blog' }];

function ShareLinks({ title }: { title: string }) {
  const url = encodeURIComponent(window.location.href);
  const text = encodeURIComponent(title);
  const links = [
    {
      label: 'Compartilhar no WhatsApp',
      icon: IconBrandWhatsapp,
      href: `https://wa.me/?text=${text}%20${url}`,
    },
    {
      label: 'Compartilhar no Facebook',
      icon: IconBrandFacebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
    {
      label: 'Compartilhar no X',
      icon: IconBrandX,
      href: `https://x.com/intent/post?text=${text}&url=${url}`,
    },
    {
      label: 'Compartilhar no LinkedIn',
      icon: IconBrandLinkedin,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    },
  ];
  return (
    <Group gap="xs">
      {links.map(({ label, icon: ShareIcon, href }) => (
        <ActionIcon
          key={label}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          aria-label={label}
        >
          <ShareIcon size={18} />
        </ActionIcon>
      ))}
    </Group>
  );
}

export function BlogDetail() {
  const { id } = useParams();
  const list = useBlogPosts();
  const detail = useQuery({
    queryKey: ['modelo', 'blog', 'detail', id],
    queryFn: () => demoApi.get<BlogDetailData>('/blog/list/data/detail', { id }),
  });

  if (list.isPending || detail.isPending) return <PageLoader />;
  if (list.isError || detail.isError)
    return (
      <DemoPage title="Blog" trail={TRAIL}>
        <ErrorNotice error={list.error ?? detail.error} />
      </DemoPage>
    );

  const post = list.data.find((p) => String(p.id) === id);
  if (!post) return <PostNotFound id={id} trail={TRAIL} />;

  // The detail record of this post (its full text and comments); the summary if the model has none.
  const full = detail.data.blog.title === post.title ? detail.data : null;
  const blog = full?.blog;
  const content = blog ? paragraphs(blog.content) : [post.excerpt];

  return (
    <DemoPage
      title={post.title}
      trail={TRAIL}
      actions={
        <Button
          variant="default"
          component={Link}
          to={`/blog/${post.id}/editar`}
          leftSection={<IconEdit size={16} />}
        >
          Editar
        </Button>
      }
    >
      <Card withBorder padding="lg">
        <Card.Section>
          <Image
            src={blog?.img ?? post.img}
            fallbackSrc={IMAGE_FALLBACK}
            mah={380}
            h={{ base: 200, sm: 320 }}
            alt=""
          />
        </Card.Section>
        <Stack gap="md" mt="lg">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={post.avatar} name={post.userFullName} color="initials" radius="xl" />
            <div>
              <Text size="sm">
                por <strong>{blog?.userFullName ?? post.userFullName}</strong>
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(blog?.createdTime ?? post.blogPosted)}
              </Text>
            </div>
          </Group>
          <Group gap={6}>
            {(blog?.tags ?? post.tags).map((tag) => (
              <Badge key={tag} color={tagColor(tag)} variant="light">
                {tagLabel(tag)}
              </Badge>
            ))}
          </Group>
          {content.map((text) => (
            <Text key={text}>{text}</Text>
          ))}
          <Group
            justify="space-between"
            wrap="wrap"
            pt="sm"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Title order={2} fz="sm" c="dimmed" fw={500}>
              Compartilhar
            </Title>
            <ShareLinks title={post.title} />
          </Group>
        </Stack>
      </Card>
      <BlogComments key={post.id} initial={full?.comments ?? []} />
    </DemoPage>
  );
}
