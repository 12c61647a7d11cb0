// The cart's product rows: picture, name, brand, rating, stock, delivery date, offers, discount, the local
// quantity stepper, remove and 'Salvar na lista de desejos'.
import { Anchor, Badge, Box, Button, Card, Group, NumberInput, Rating, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeart, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { showShopFailure, useShopChange, type CartProduct } from './shop-api.ts';
import { cartLine } from './cart-summary.tsx';
import { ProductImage } from './shop-parts.tsx';

const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' });

interface CartRowProps {
  product: CartProduct;
  qty: number;
  onQty: (qty: number) => void;
}

function CartRow({ product, qty, onQty }: CartRowProps) {
  const change = useShopChange();
  const remove = () =>
    change.mutate({ list: 'cart', productId: product.id, add: false }, { onError: showShopFailure });
  const saveForLater = async () => {
    try {
      if (!product.isInWishlist)
        await change.mutateAsync({ list: 'wishlist', productId: product.id, add: true });
      await change.mutateAsync({ list: 'cart', productId: product.id, add: false });
      notifications.show({ color: 'teal', message: `${product.name} foi salvo na lista de desejos.` });
    } catch {
      showShopFailure();
    }
  };
  const line = cartLine(product, qty);
  const full = line.fullCents / 100;
  const discounted = line.discountedCents / 100;
  return (
    <Card withBorder padding="md" component="article" aria-label={product.name}>
      <Group align="flex-start" wrap="wrap" gap="md">
        <Box w={{ base: '100%', xs: 120 }}>
          <ProductImage product={product} height={110} />
        </Box>
        <Stack gap={4} style={{ flex: '1 1 220px' }}>
          <Anchor component={Link} to={`/loja/produto/${product.id}`} fw={600} c="inherit">
            {product.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            Marca: {product.brand}
          </Text>
          <Rating value={product.rating} readOnly size="xs" aria-label={`Avaliação ${product.rating} de 5`} />
          <Group gap={6}>
            <Badge color="teal" variant="light" size="sm">
              Em estoque
            </Badge>
            <Text size="sm">Entrega até {dayMonth.format(new Date(product.shippingDate))}</Text>
          </Group>
          <NumberInput
            label="Quantidade"
            value={qty}
            onChange={(value) => onQty(Math.max(1, Math.min(10, Number(value) || 1)))}
            min={1}
            max={10}
            w={120}
            size="xs"
            mt={4}
          />
        </Stack>
        <Stack gap={6} align="stretch" w={{ base: '100%', sm: 230 }}>
          <Group gap="xs" justify="flex-end">
            {product.discountPercentage > 0 && (
              <Text size="sm" c="dimmed" td="line-through">
                {formatMoney(full)}
              </Text>
            )}
            <Text fw={700} fz="lg">
              {formatMoney(discounted)}
            </Text>
          </Group>
          <Group gap={6} justify="flex-end">
            <Badge color="green" variant="light">
              {product.discountPercentage}% de desconto
            </Badge>
            <Badge color="blue" variant="outline">
              {product.offers === 1 ? '1 oferta disponível' : `${product.offers} ofertas disponíveis`}
            </Badge>
          </Group>
          {product.hasFreeShipping && (
            <Text size="xs" c="teal" ta="right">
              Frete grátis
            </Text>
          )}
        </Stack>
      </Group>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={remove}
          loading={change.isPending}
          aria-label={`Remover ${product.name} do carrinho`}
        >
          Remover
        </Button>
        <Button
          variant="default"
          leftSection={<IconHeart size={16} />}
          onClick={saveForLater}
          disabled={change.isPending}
        >
          Salvar na lista de desejos
        </Button>
      </Group>
    </Card>
  );
}

interface CartItemsProps {
  products: CartProduct[];
  qtys: Record<number, number>;
  onQty: (id: number, qty: number) => void;
}

export function CartItems({ products, qtys, onQty }: CartItemsProps) {
  return (
    <Stack gap="md">
      {products.map((product) => (
        <CartRow
          key={product.id}
          product={product}
          qty={qtys[product.id] ?? product.qty}
          onQty={(qty) => onQty(product.id, qty)}
        />
      ))}
    </Stack>
  );
}
