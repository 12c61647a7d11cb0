// The shop ('/loja'): products of the fake back end with search and sort (in the URL), 9 a page, grid or list.
import {
  Button,
  Card,
  Grid,
  Group,
  Pagination,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { formatNumber } from '../../lib/format.ts';
import { ProductCard } from './product-card.tsx';
import { useProducts } from './shop-api.ts';
import { CartLink } from './shop-parts.tsx';

const PER_PAGE = 9;
export const SORT_OPTIONS = [
  { value: 'featured', label: 'Destaques' },
  { value: 'price-asc', label: 'Menor preço' },
  { value: 'price-desc', label: 'Maior preço' },
];

function Filters({
  q,
  sortBy,
  onChange,
}: {
  q: string;
  sortBy: string;
  onChange: (next: Record<string, string>) => void;
}) {
  const [text, setText] = useState(q);
  // The URL may change on its own (back, forward, a link): show its search then.
  // The sort shows the choice at once (the URL follows in a transition, which a controlled radio would undo).
  const [sort, setSort] = useState(sortBy);
  useEffect(() => {
    setText((current) => (current.trim() === q ? current : q));
  }, [q]);
  useEffect(() => setSort(sortBy), [sortBy]);
  const search = useDebouncedCallback((value: string) => onChange({ q: value.trim() }), 300);
  return (
    <Card withBorder padding="md" component="aside" aria-label="Filtros">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="md">
            Filtros
          </Title>
          <Button
            variant="subtle"
            size="xs"
            disabled={!q && sortBy === 'featured'}
            onClick={() => {
              setText('');
              onChange({ q: '', sortBy: '' });
            }}
          >
            Limpar filtros
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 1 }} spacing="md">
          <TextInput
            label="Buscar produto"
            placeholder="Nome do produto"
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              search(event.currentTarget.value);
            }}
          />
          <Radio.Group
            label="Ordenar por"
            value={sort}
            onChange={(value) => {
              setSort(value);
              onChange({ sortBy: value });
            }}
          >
            <Group gap="md" mt={8}>
              {SORT_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

export function Shop() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sortBy = params.get('sortBy') || 'featured';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const products = useProducts({ q, sortBy, page, perPage: PER_PAGE });

  const update = (next: Record<string, string>) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const [key, value] of Object.entries({ page: '', ...next })) {
        if (value && !(key === 'sortBy' && value === 'featured')) out.set(key, value);
        else out.delete(key);
      }
      return out;
    });

  const total = products.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));

  return (
    <DemoPage title="Loja" trail={[{ label: 'Aplicativos' }]} actions={<CartLink />}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xl: 3 }}>
          <Filters q={q} sortBy={sortBy} onChange={update} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 9 }}>
          <Stack gap="md">
            <Group justify="space-between">
              <Text fw={600} aria-live="polite">
                {products.data ? `${formatNumber(total)} ${total === 1 ? 'resultado' : 'resultados'}` : ' '}
              </Text>
              <SegmentedControl
                aria-label="Forma de exibição"
                value={view}
                onChange={(value) => setView(value as 'grid' | 'list')}
                data={[
                  { value: 'grid', label: <Icon kind="grid" /> },
                  { value: 'list', label: <Icon kind="list" /> },
                ]}
              />
            </Group>
            {products.isPending && <PageLoader />}
            {products.isError && <ErrorNotice error={products.error} />}
            {products.data && total === 0 && (
              <Card withBorder padding="xl">
                <Text ta="center" c="dimmed">
                  Nenhum produto encontrado{q ? ` para "${q}"` : ''}.
                </Text>
              </Card>
            )}
            {products.data && total > 0 && (
              <SimpleGrid
                type="container"
                cols={view === 'grid' ? { base: 1, '520px': 2, '820px': 3 } : 1}
                spacing="md"
              >
                {products.data.products.map((product) => (
                  <ProductCard key={product.id} product={product} view={view} />
                ))}
              </SimpleGrid>
            )}
            {pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={Math.min(page, pages)}
                  onChange={(value) => update({ page: value === 1 ? '' : String(value) })}
                  getControlProps={(control) => ({
                    'aria-label':
                      control === 'next'
                        ? 'Próxima página'
                        : control === 'previous'
                          ? 'Página anterior'
                          : undefined,
                  })}
                  getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
                />
              </Group>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </DemoPage>
  );
}

function Icon({ kind }: { kind: 'grid' | 'list' }) {
  return (
    <Group gap={4} wrap="nowrap">
      {kind === 'grid' ? <IconLayoutGrid size={16} /> : <IconList size={16} />}
      <VisuallyHidden>{kind === 'grid' ? 'Grade' : 'Lista'}</VisuallyHidden>
    </Group>
  );
}
