// Pieces shared by the shop screens: the product picture, the cart link with its count, the
// wishlist / cart buttons of a product, and the empty cart or wishlist.
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Card,
  Center,
  Group,
  Image,
  Indicator,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconHeart, IconHeartFilled, IconPhoto, IconShoppingCart, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { showShopFailure, useCart, useShopChange, type Product } from './shop-api.ts';

export function ProductImage({ product, height }: { product: Product; height: number }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <Center h={height} bg="gray.0" c="gray.5" role="img" aria-label={product.name}>
        <IconPhoto size={height / 3} stroke={1.2} />
      </Center>
    );
  return (
    <Image src={product.image} alt={product.name} h={height} fit="contain" onError={() => setFailed(true)} />
  );
}

const itemsLabel = (count: number) => (count === 1 ? '1 item' : `${count} itens`);

/** The cart icon with the number of products in it, linking to the cart. */
export function CartLink() {
  const cart = useCart();
  const count = cart.data?.products.length ?? 0;
  return (
    <Tooltip label="Ver carrinho">
      <Indicator label={count} size={18} disabled={!cart.data || count === 0} offset={4}>
        <ActionIcon
          component={Link}
          to="/loja/carrinho"
          variant="light"
          size="lg"
          aria-label={`Carrinho, ${itemsLabel(count)}`}
        >
          <IconShoppingCart size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}

export function WishlistButton({ product, compact }: { product: Product; compact?: boolean }) {
  const change = useShopChange();
  const inList = product.isInWishlist;
  const toggle = () =>
    change.mutate({ list: 'wishlist', productId: product.id, add: !inList }, { onError: showShopFailure });
  const icon = inList ? <IconHeartFilled size={18} /> : <IconHeart size={18} />;
  const label = inList ? 'Remover da lista de desejos' : 'Adicionar à lista de desejos';
  if (compact)
    return (
      <ActionIcon
        variant="light"
        color="red"
        size="lg"
        aria-label={`${label}: ${product.name}`}
        aria-pressed={inList}
        loading={change.isPending}
        onClick={toggle}
      >
        {icon}
      </ActionIcon>
    );
  return (
    <Button
      variant="light"
      color={inList ? 'red' : 'gray'}
      leftSection={icon}
      aria-pressed={inList}
      loading={change.isPending}
      onClick={toggle}
      fullWidth
    >
      Lista de desejos
    </Button>
  );
}

/** 'Adicionar ao carrinho' with the product page's quantity when there is one. */
export function CartButton({ product, qty }: { product: Product; qty?: number }) {
  const change = useShopChange();
  if (product.isInCart)
    return (
      <Button
        component={Link}
        to="/loja/carrinho"
        variant="outline"
        leftSection={<IconShoppingCart size={18} />}
        fullWidth
      >
        Ver carrinho
      </Button>
    );
  return (
    <Button
      leftSection={<IconShoppingCart size={18} />}
      loading={change.isPending}
      onClick={() =>
        change.mutate({ list: 'cart', productId: product.id, add: true, qty }, { onError: showShopFailure })
      }
      fullWidth
    >
      Adicionar ao carrinho
    </Button>
  );
}

export function ProductButtons({ product }: { product: Product }) {
  return (
    <Group gap="xs">
      <Box style={{ flex: '1 1 190px' }}>
        <CartButton product={product} />
      </Box>
      <Box style={{ flex: '1 1 150px' }}>
        <WishlistButton product={product} />
      </Box>
    </Group>
  );
}

/** An empty cart or wishlist: its icon, what is empty, and the way back to the products. */
export function ShopEmpty({ icon: EmptyIcon, text }: { icon: Icon; text: string }) {
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="xs">
        <EmptyIcon size={40} stroke={1.3} color="var(--mantine-color-gray-5)" />
        <Text fw={600}>{text}</Text>
        <Anchor component={Link} to="/loja">
          Ver produtos da loja
        </Anchor>
      </Stack>
    </Card>
  );
}
