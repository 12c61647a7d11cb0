// The cart's price summary: subtotal, discounts, shipping and total of the products at their local quantities.
import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/format.ts';
import type { CartProduct } from './shop-api.ts';

/** Shipping of the model: free above this subtotal or when every product ships free, otherwise a flat fee. */
const FREE_SHIPPING_FROM = 199;
const SHIPPING_FEE = 19.9;

/**
 * One cart line in whole centavos: the full price and the discounted one, each rounded once. The summary adds
 * these same centavos, so the total is always the sum of the lines shown (never one centavo off).
 */
export function cartLine(product: CartProduct, qty: number) {
  const fullCents = Math.round(product.price * 100) * qty;
  const discountedCents = Math.round((fullCents * (100 - product.discountPercentage)) / 100);
  return { fullCents, discountedCents };
}

export function cartTotals(products: CartProduct[], qtys: Record<number, number>) {
  let subtotalCents = 0;
  let discountedCents = 0;
  for (const product of products) {
    const line = cartLine(product, qtys[product.id] ?? product.qty);
    subtotalCents += line.fullCents;
    discountedCents += line.discountedCents;
  }
  const allFree = products.every((product) => product.hasFreeShipping);
  const shippingCents =
    products.length === 0 || allFree || discountedCents >= FREE_SHIPPING_FROM * 100
      ? 0
      : Math.round(SHIPPING_FEE * 100);
  return {
    subtotal: subtotalCents / 100,
    discount: (subtotalCents - discountedCents) / 100,
    shipping: shippingCents / 100,
    total: (discountedCents + shippingCents) / 100,
  };
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Group>
  );
}

interface CartSummaryProps {
  totals: ReturnType<typeof cartTotals>;
  action?: { label: string; onClick: () => void };
}

export function CartSummary({ totals, action }: CartSummaryProps) {
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-label="Resumo do pedido"
      style={{ position: 'sticky', top: 72 }}
    >
      <Stack gap="xs">
        <Title order={2} fz="md">
          Resumo do pedido
        </Title>
        <Line label="Subtotal">{formatMoney(totals.subtotal)}</Line>
        <Line label="Descontos">
          <Text span c="green.7" inherit>
            − {formatMoney(totals.discount)}
          </Text>
        </Line>
        <Line label="Frete">
          {totals.shipping === 0 ? (
            <Text span c="teal" inherit>
              Grátis
            </Text>
          ) : (
            formatMoney(totals.shipping)
          )}
        </Line>
        <Text size="xs" c="dimmed">
          Frete grátis acima de {formatMoney(FREE_SHIPPING_FROM)}.
        </Text>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700} data-testid="cart-total">
            {formatMoney(totals.total)}
          </Text>
        </Group>
        {action && (
          <Button mt="xs" onClick={action.onClick} fullWidth>
            {action.label}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
