// The wishlist ('/loja/desejos'): the products kept for later, each with remove and 'Mover para o carrinho'.
import { ActionIcon, Anchor, Button, Card, Group, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeartOff, IconShoppingCart, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { formatMoney } from '../../lib/format.ts';
import { showShopFailure, useShopChange, useWishlist, type Product } from './shop-api.ts';
import { CartLink, ProductImage, ShopEmpty } from './shop-parts.tsx';

function WishlistCard({ product }: { product: Product }) {
  const change = useShopChange();
  const remove = () => change.mutateAsync({ list: 'wishlist', productId: product.id, add: false });
  const moveToCart = async () => {
    try {
      if (!product.isInCart) await change.mutateAsync({ list: 'cart', productId: product.id, add: true });
      await remove();
      notifications.show({ color: 'teal', message: `${product.name} foi para o carrinho.` });
    } catch {
      showShopFailure();
    }
  };
  return (
    <Card withBorder padding="md" component="article" aria-label={product.name} pos="relative">
      <ActionIcon
        variant="subtle"
        color="gray"
        pos="absolute"
        top={8}
        right={8}
        style={{ zIndex: 1 }}
        aria-label={`Remover ${product.name} da lista de desejos`}
        onClick={() => remove().catch(showShopFailure)}
        disabled={change.isPending}
      >
        <IconX size={18} />
      </ActionIcon>
      <Card.Section inheritPadding py="md" bg="gray.0">
        <ProductImage product={product} height={160} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Anchor component={Link} to={`/loja/produto/${product.id}`} fw={600} lineClamp={1} c="inherit">
          {product.name}
        </Anchor>
        <Group justify="space-between">
          <Rating value={product.rating} readOnly size="sm" aria-label={`Avaliação ${product.rating} de 5`} />
          <Text fw={700}>{formatMoney(product.price)}</Text>
        </Group>
      </Stack>
      <Button
        mt="md"
        leftSection={<IconShoppingCart size={18} />}
        loading={change.isPending}
        onClick={moveToCart}
      >
        Mover para o carrinho
      </Button>
    </Card>
  );
}

export function Wishlist() {
  const wishlist = useWishlist();
  const products = wishlist.data?.products ?? [];
  return (
    <DemoPage
      title="Lista de desejos"
      trail={[{ label: 'Aplicativos' }, { label: 'Loja', to: '/loja' }]}
      actions={<CartLink />}
    >
      {wishlist.isPending && <PageLoader />}
      {wishlist.isError && <ErrorNotice error={wishlist.error} />}
      {wishlist.data && products.length === 0 && (
        <ShopEmpty icon={IconHeartOff} text="Sua lista de desejos está vazia." />
      )}
      {products.length > 0 && (
        <>
          <Text c="dimmed">
            {products.length === 1 ? '1 produto guardado' : `${products.length} produtos guardados`}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
            {products.map((product) => (
              <WishlistCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
        </>
      )}
    </DemoPage>
  );
}
