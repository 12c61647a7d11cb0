// '/tags': categories on the left, the office's tags on the right (search, sort, create, edit, merge, delete).
import { Button, Card, Grid, Group, Select, Stack, Text } from '@mantine/core';
import type { Tag, TagCategorySchema } from '@gabinete/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { tagsPageQuery } from '../../../features/tags/api/tags-page.query.ts';
import { tagCategoriesQuery } from '../../../features/tags/api/tags.queries.ts';
import { DeleteTagCategoryModal } from '../../../features/tags/components/delete-tag-category-modal.tsx';
import { DeleteTagModal } from '../../../features/tags/components/delete-tag-modal.tsx';
import { MergeTagsModal } from '../../../features/tags/components/merge-tags-modal.tsx';
import { TagCategoriesPanel } from '../../../features/tags/components/tag-categories-panel.tsx';
import { TagCategoryModal } from '../../../features/tags/components/tag-category-modal.tsx';
import { TagDrawer } from '../../../features/tags/components/tag-drawer.tsx';
import { TagsTable } from '../../../features/tags/components/tags-table.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

type Category = z.infer<typeof TagCategorySchema>;
const FILTERS = ['categoryId'] as const;

export function TagsRoute() {
  const ability = useAppAbility();
  const canCreate = ability.can('create', 'tags');
  const canEdit = ability.can('update', 'tags');
  const canDelete = ability.can('delete', 'tags');
  const { params, update, clear } = useListParams(FILTERS);
  const categoryId = params.filters.categoryId;
  const categories = useQuery(tagCategoriesQuery());
  const query = useQuery(
    tagsPageQuery({ q: params.q, page: params.page, perPage: 50, sort: params.sort, categoryId }),
  );

  const [drawer, setDrawer] = useState<{ tag: Tag | null } | null>(null);
  const [merging, setMerging] = useState<Tag | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const [categoryModal, setCategoryModal] = useState<{ category: Category | null } | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<Category | null>(null);

  const newTagButton = canCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setDrawer({ tag: null })}>
      Nova tag
    </Button>
  ) : null;
  const selectedCategory = categories.data?.categories.find((c) => c._id === categoryId);
  const heading = categoryId === 'none' ? 'Sem categoria' : (selectedCategory?.name ?? 'Todas as tags');

  return (
    <>
      <PageHeader
        title="Tags"
        description="Marque os eleitores por tema, região ou grupo para encontrá-los e falar com eles depois."
        actions={newTagButton}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <TagCategoriesPanel
            categories={categories.data?.categories}
            error={categories.error}
            selected={categoryId}
            canEdit={canEdit}
            onSelect={(id) => update({ categoryId: id })}
            onCreate={() => setCategoryModal({ category: null })}
            onEdit={(category) => setCategoryModal({ category })}
            onDelete={setDeletingCategory}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
          <Card withBorder radius="md" padding="md">
            <Stack gap="md">
              <Group justify="space-between" gap="sm">
                <Text fw={600} visibleFrom="md">
                  {heading}
                </Text>
                {/* On a phone the categories panel sits below the list; the filter stays on top. */}
                <Select
                  hiddenFrom="md"
                  aria-label="Categoria"
                  data={[
                    { value: 'all', label: 'Todas as tags' },
                    ...(categories.data?.categories ?? []).map((c) => ({ value: c._id, label: c.name })),
                    { value: 'none', label: 'Sem categoria' },
                  ]}
                  value={categoryId ?? 'all'}
                  onChange={(value) => update({ categoryId: value === 'all' ? null : value })}
                  allowDeselect={false}
                  w="100%"
                />
                <SearchInput
                  value={params.q}
                  onSearch={(value) => update({ q: value })}
                  placeholder="Buscar tag pelo nome"
                  label="Buscar tags"
                />
              </Group>
              <ListBody
                query={query}
                rows={query.data?.tags}
                columns={4}
                onPageChange={(page) => update({ page })}
                empty={
                  <EmptyList
                    filtered={Boolean(params.q || categoryId)}
                    title="Nenhuma tag ainda"
                    description="Crie tags como 'Saúde', 'Liderança comunitária' ou 'Bairro Centro' e aplique-as aos eleitores."
                    action={newTagButton}
                    onClearFilters={clear}
                  />
                }
              >
                {(tags) => (
                  <TagsTable
                    tags={tags}
                    sort={params.sort}
                    onSort={(sort) => update({ sort })}
                    canEdit={canEdit}
                    canDelete={canDelete}
                    onEdit={(tag) => setDrawer({ tag })}
                    onMerge={setMerging}
                    onDelete={setDeleting}
                  />
                )}
              </ListBody>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <TagDrawer
        opened={drawer !== null}
        tag={drawer?.tag ?? null}
        defaultCategoryId={categoryId && categoryId !== 'none' ? categoryId : null}
        onClose={() => setDrawer(null)}
      />
      <MergeTagsModal target={merging} onClose={() => setMerging(null)} />
      <DeleteTagModal tag={deleting} onClose={() => setDeleting(null)} />
      <TagCategoryModal
        opened={categoryModal !== null}
        category={categoryModal?.category ?? null}
        onClose={() => setCategoryModal(null)}
      />
      <DeleteTagCategoryModal
        category={deletingCategory}
        onClose={() => setDeletingCategory(null)}
        onDeleted={(id) => id === categoryId && update({ categoryId: null })}
      />
    </>
  );
}
