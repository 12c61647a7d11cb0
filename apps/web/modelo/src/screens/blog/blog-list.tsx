// Template blog (/modelo/blog): post cards and a sidebar whose search and categories filter them on the page.
import { Button, Grid, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';
import { BlogCard } from './blog-card.tsx';
import { tagLabel, useBlogPosts, type BlogSidebarData } from './blog-data.tsx';
import { BlogSidebar } from './blog-sidebar.tsx';

const contains = (text: string, q: string) =>
  text.toLocaleLowerCase('pt-BR').includes(q.toLocaleLowerCase('pt-BR'));

export function BlogList() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const list = useBlogPosts();
  const sidebar = useQuery({
    queryKey: ['modelo', 'blog', 'sidebar'],
    queryFn: () => demoApi.get<BlogSidebarData>('/blog/list/data/sidebar'),
  });

  const q = search.trim();
  const posts = (list.data ?? []).filter(
    (post) =>
      (q === '' || contains(post.title, q) || contains(post.excerpt, q) || contains(post.userFullName, q)) &&
      (category === null || post.tags.includes(category)),
  );

  return (
    <DemoPage title="Blog" trail={[{ label: 'Páginas' }]}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }} order={{ base: 2, md: 1 }}>
          {list.isPending ? (
            <PageLoader />
          ) : list.isError ? (
            <ErrorNotice error={list.error} />
          ) : posts.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              Nenhum post encontrado{q ? ` para “${q}”` : ''}
              {category ? ` em ${tagLabel(category)}` : ''}.{' '}
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  setSearch('');
                  setCategory(null);
                }}
              >
                Limpar filtros
              </Button>
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {posts.map((post) => (
                <BlogCard key={post.id} post={post} />
              ))}
            </SimpleGrid>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} order={{ base: 1, md: 2 }}>
          {sidebar.isError && <ErrorNotice error={sidebar.error} />}
          <BlogSidebar
            data={sidebar.data}
            search={search}
            onSearch={setSearch}
            category={category}
            onCategory={setCategory}
          />
        </Grid.Col>
      </Grid>
    </DemoPage>
  );
}
