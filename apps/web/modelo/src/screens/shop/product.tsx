// The product page ('/loja/produto/:id'): picture, name, brand, price, rating, availability, colours,
// quantity and the wishlist / cart buttons; a pt-BR notice when the product does not exist.
import {
  Anchor,
  Badge,
  Card,
  CheckIcon,
  ColorSwatch,
  Divider,
  Grid,
  Group,
  NumberInput,
  Rating,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { DemoApiError } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { RelatedProducts } from './product-related.tsx';
import { useProduct, type ProductDetail } from './shop-api.ts';
import { CartButton, CartLink, ProductImage, WishlistButton } from './shop-parts.tsx';

/** The template's colour names, as Mantine colours and pt-BR names. */
const COLORS: Record<string, { color: string; label: string }> = {
  primary: { color: 'blue', label: 'Azul' },
  success: { color: 'teal', label: 'Verde' },
  warning: { color: 'orange', label: 'Laranja' },
  danger: { color: 'red', label: 'Vermelho' },
  info: { color: 'cyan', label: 'Ciano' },
};

const TRAIL = [{ label: 'Aplicativos' }, { label: 'Loja', to: '/loja' }];

function ColourPicker({ options }: { options: string[] }) {
  const [chosen, setChosen] = useState(options[0]);
  return (
    <div>
      <Text size="sm" fw={600} mb={6}>
        Cor: {COLORS[chosen ?? '']?.label ?? chosen}
      </Text>
      <Group gap="xs" role="radiogroup" aria-label="Cor">
        {options.map((option) => {
          const colour = COLORS[option] ?? { color: 'gray', label: option };
          return (
            <ColorSwatch
              key={option}
              component="button"
              type="button"
              role="radio"
              aria-checked={chosen === option}
              aria-label={colour.label}
              color={`var(--mantine-color-${colour.color}-6)`}
              onClick={() => setChosen(option)}
              style={{ cursor: 'pointer', color: 'white' }}
            >
              {chosen === option && <CheckIcon size={12} />}
            </ColorSwatch>
          );
        })}
      </Group>
    </div>
  );
}

function ProductDetails({ product }: { product: ProductDetail }) {
  const [qty, setQty] = useState<string | number>(1);
  return (
    <Card withBorder padding="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card bg="gray.0" padding="lg">
            <ProductImage product={product} height={320} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Title order={2} fz={22}>
              {product.name}
            </Title>
            <Text size="sm" c="dimmed">
              Marca: <strong>{product.brand}</strong>
            </Text>
            <Group gap="md">
              <Text fz={24} fw={700} c="blue.7">
                {formatMoney(product.price)}
              </Text>
              <Rating value={product.rating} readOnly aria-label={`Avaliação ${product.rating} de 5`} />
            </Group>
            <Group gap="xs">
              <Text size="sm">Disponibilidade:</Text>
              <Badge color="teal" variant="light">
                Em estoque
              </Badge>
              {product.hasFreeShipping && (
                <Badge color="teal" variant="outline" leftSection={<IconTruckDelivery size={14} />}>
                  Frete grátis
                </Badge>
              )}
            </Group>
            <Text>{product.description}</Text>
            <Divider />
            <ColourPicker options={product.colorOptions} />
            <NumberInput label="Quantidade" value={qty} onChange={setQty} min={1} max={10} w={140} />
            <Divider />
            <Group grow wrap="wrap" gap="sm">
              <CartButton product={product} qty={typeof qty === 'number' ? qty : Number(qty) || 1} />
              <WishlistButton product={product} />
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

export function ProductPage() {
  const { id } = useParams();
  const product = useProduct(id);
  const missing = product.error instanceof DemoApiError && product.error.status === 404;
  const title = missing ? 'Produto não encontrado' : 'Detalhes do produto';
  return (
    <DemoPage title={title} trail={TRAIL} actions={<CartLink />}>
      {product.isPending && <PageLoader />}
      {missing && (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <Text>Não existe produto com o número {id} na loja.</Text>
            <Anchor component={Link} to="/loja">
              Voltar para a loja
            </Anchor>
          </Stack>
        </Card>
      )}
      {product.isError && !missing && <ErrorNotice error={product.error} />}
      {product.data && <ProductDetails key={product.data.product.id} product={product.data.product} />}
      {product.data && <RelatedProducts product={product.data.product} />}
    </DemoPage>
  );
}
