// Blog sample records' types and list query, pt-BR tag names, the categories' icons, the image fallback,
// text helpers and the 'post not found' state.
import { Button, Card, Stack, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconCommand,
  IconFileOff,
  IconHash,
  IconShoppingCart,
  IconTag,
  IconVideo,
  IconDeviceWatch,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DemoPage } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';

export interface BlogPost {
  id: number;
  img: string;
  title: string;
  avatar: string;
  userFullName: string;
  blogPosted: string;
  tags: string[];
  excerpt: string;
  comment: number;
}

/** The posts of the blog list, shared by the list, a post and its edit form. */
export const useBlogPosts = () =>
  useQuery({
    queryKey: ['modelo', 'blog', 'list'],
    queryFn: () => demoApi.get<BlogPost[]>('/blog/list/data'),
  });

export interface BlogSidebarData {
  recentPosts: { id: number; img: string; title: string; createdTime: string }[];
  categories: { category: string; icon: string }[];
}

export interface BlogComment {
  avatar: string;
  userFullName: string;
  commentedAt: string;
  commentText: string;
}

export interface BlogDetailData {
  blog: {
    img: string;
    title: string;
    avatar: string;
    userFullName: string;
    createdTime: string;
    tags: string[];
    content: string;
    comments: number;
    bookmarked: boolean;
  };
  comments: BlogComment[];
}

export interface BlogEditData {
  avatar: string;
  userFullName: string;
  createdTime: string;
  blogTitle: string;
  blogCategories: { value: string; label: string }[];
  slug: string;
  status: string;
  excerpt: string;
  featuredImage: string;
}

const TAG_LABEL: Record<string, string> = {
  Fashion: 'Moda',
  Food: 'Culinária',
  Gaming: 'Jogos',
  Quote: 'Citações',
  Video: 'Vídeo',
};
const TAG_COLOR: Record<string, string> = {
  Fashion: 'blue',
  Food: 'green',
  Gaming: 'orange',
  Quote: 'grape',
  Video: 'red',
};
export const tagLabel = (tag: string) => TAG_LABEL[tag] ?? tag;
export const tagColor = (tag: string) => TAG_COLOR[tag] ?? 'gray';
export const TAG_OPTIONS = Object.keys(TAG_LABEL).map((tag) => ({
  value: tag.toLowerCase(),
  label: tagLabel(tag),
}));

const ICONS: Record<string, Icon> = {
  Watch: IconDeviceWatch,
  ShoppingCart: IconShoppingCart,
  Command: IconCommand,
  Hash: IconHash,
  Video: IconVideo,
};
export const categoryIcon = (name: string): Icon => ICONS[name] ?? IconTag;

/** Shown when a sample image is not there: a plain grey picture. */
export const IMAGE_FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320"><rect width="100%" height="100%" fill="#e9ecef"/></svg>',
  );

/** The sample's HTML content as plain paragraphs (the sample is trusted, but text is all it needs). */
export function paragraphs(html: string): string[] {
  return html
    .split(/<\/p>|<br\s*\/?>/i)
    .map((part) => part.replace(/<[^>]*>/g, '').trim())
    .filter(Boolean);
}

/** 'Ten Small Habits' → 'ten-small-habits' (accents dropped). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The model has one edit record (the first post's); another post is edited from its list entry instead.
 */
export function editRecordFor(edit: BlogEditData, post: BlogPost): BlogEditData {
  if (post.title === edit.blogTitle) return edit;
  return {
    avatar: post.avatar,
    userFullName: post.userFullName,
    createdTime: post.blogPosted,
    blogTitle: post.title,
    blogCategories: post.tags.map((tag) => ({ value: tag.toLowerCase(), label: tagLabel(tag) })),
    slug: slugify(post.title),
    status: 'Published',
    excerpt: post.excerpt,
    featuredImage: post.img,
  };
}

/** A post code the list does not have, with the way back to the blog. */
export function PostNotFound({
  id,
  trail,
}: {
  id: string | undefined;
  trail: { label: string; to?: string }[];
}) {
  return (
    <DemoPage title="Post não encontrado" trail={trail}>
      <Card withBorder padding="xl">
        <Stack align="center" gap="sm">
          <IconFileOff size={40} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text ta="center">Não há post com o código {id} no blog do modelo.</Text>
          <Button component={Link} to="/blog" variant="light" leftSection={<IconArrowLeft size={16} />}>
            Voltar para o blog
          </Button>
        </Stack>
      </Card>
    </DemoPage>
  );
}
