// 'Produtos relacionados' on the product page: four others, the same brand first, then the closest in price.
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useProducts, type Product } from './shop-api.ts';
import { ProductImage } from './shop-parts.tsx';

export function RelatedProducts({ product }: { product: Product }) {
  const all = useProducts({ q: '', sortBy: 'featured', page: 1, perPage: 100 });
  const closeness = (item: Product) =>
    (item.brand === product.brand ? 0 : 1_000_000) + Math.abs(item.price - product.price);
  const others = (all.data?.products ?? [])
    .filter((item) => item.id !== product.id)
    .sort((a, b) => closeness(a) - closeness(b))
    .slice(0, 4);
  if (others.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="related-products">
      <Title order={2} fz="md" mb="md" id="related-products">
        Produtos relacionados
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {others.map((item) => (
          <Stack key={item.id} gap={6}>
            <Card bg="gray.0" padding="sm">
              <ProductImage product={item} height={120} />
            </Card>
            <Anchor component={Link} to={`/loja/produto/${item.id}`} fw={600} size="sm" lineClamp={1}>
              {item.name}
            </Anchor>
            <Text size="sm" fw={700}>
              {formatMoney(item.price)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
