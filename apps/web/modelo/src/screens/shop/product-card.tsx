// One product of the shop: picture, rating, price, name, description, free-shipping badge and its buttons,
// laid out as a card of the grid or as a row of the list.
import { Anchor, Badge, Box, Card, Group, Rating, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { CartButton, ProductButtons, ProductImage, WishlistButton } from './shop-parts.tsx';
import type { Product } from './shop-api.ts';

function Details({ product }: { product: Product }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Rating value={product.rating} readOnly size="sm" aria-label={`Avaliação ${product.rating} de 5`} />
        <Text fw={700}>{formatMoney(product.price)}</Text>
      </Group>
      <Anchor component={Link} to={`/loja/produto/${product.id}`} fw={600} lineClamp={1} c="inherit">
        {product.name}
      </Anchor>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {product.description}
      </Text>
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {product.brand}
        </Text>
        {product.hasFreeShipping && (
          <Badge color="teal" variant="light" size="sm">
            Frete grátis
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

export function ProductCard({ product, view }: { product: Product; view: 'grid' | 'list' }) {
  if (view === 'list')
    return (
      <Card withBorder padding="md" component="article" aria-label={product.name}>
        <Group align="stretch" wrap="wrap" gap="md">
          <Box w={{ base: '100%', xs: 160 }}>
            <ProductImage product={product} height={140} />
          </Box>
          <Box style={{ flex: '1 1 240px' }}>
            <Details product={product} />
          </Box>
          <Stack justify="center" gap="xs" w={{ base: '100%', sm: 220 }}>
            <WishlistButton product={product} />
            <CartButton product={product} />
          </Stack>
        </Group>
      </Card>
    );
  return (
    <Card withBorder padding="md" component="article" aria-label={product.name}>
      <Card.Section inheritPadding py="md" bg="gray.0">
        <ProductImage product={product} height={170} />
      </Card.Section>
      <Box mt="sm" style={{ flex: 1 }}>
        <Details product={product} />
      </Box>
      <Box mt="md">
        <ProductButtons product={product} />
      </Box>
    </Card>
  );
}
