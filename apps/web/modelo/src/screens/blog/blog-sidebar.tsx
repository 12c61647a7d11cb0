// The blog's sidebar: search box (filters the list on the page), recent posts and categories with icons.
import {
  Anchor,
  Box,
  Flex,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { categoryIcon, IMAGE_FALLBACK, tagColor, tagLabel, type BlogSidebarData } from './blog-data.tsx';

interface BlogSidebarProps {
  data: BlogSidebarData | undefined;
  search: string;
  onSearch: (value: string) => void;
  category: string | null;
  onCategory: (value: string | null) => void;
}

export function BlogSidebar({ data, search, onSearch, category, onCategory }: BlogSidebarProps) {
  return (
    <Stack gap="xl">
      <TextInput
        aria-label="Buscar no blog"
        placeholder="Buscar no blog"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      {data && (
        <>
          <Box visibleFrom="md">
            <Title order={2} fz="md" mb="sm">
              Posts recentes
            </Title>
            <Stack gap="sm">
              {data.recentPosts.map((post) => (
                <Group key={post.id} gap="sm" wrap="nowrap" align="flex-start">
                  <Image src={post.img} fallbackSrc={IMAGE_FALLBACK} w={72} h={56} radius="sm" alt="" />
                  <div>
                    <Anchor
                      component={Link}
                      to={`/blog/${post.id}`}
                      size="sm"
                      fw={600}
                      c="inherit"
                      lineClamp={2}
                    >
                      {post.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {formatDate(post.createdTime)}
                    </Text>
                  </div>
                </Group>
              ))}
            </Stack>
          </Box>
          <div>
            <Title order={2} fz="md" mb="sm">
              Categorias
            </Title>
            <Flex direction={{ base: 'row', md: 'column' }} wrap="wrap" gap={{ base: 'md', md: 6 }}>
              {data.categories.map(({ category: name, icon }) => {
                const CategoryIcon = categoryIcon(icon);
                const active = category === name;
                return (
                  <UnstyledButton
                    key={name}
                    onClick={() => onCategory(active ? null : name)}
                    aria-pressed={active}
                  >
                    <Group gap="sm">
                      <ThemeIcon color={tagColor(name)} variant={active ? 'filled' : 'light'} radius="md">
                        <CategoryIcon size={16} />
                      </ThemeIcon>
                      <Text size="sm" fw={active ? 700 : 400}>
                        {tagLabel(name)}
                      </Text>
                    </Group>
                  </UnstyledButton>
                );
              })}
            </Flex>
          </div>
        </>
      )}
    </Stack>
  );
}
