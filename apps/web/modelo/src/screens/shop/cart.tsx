// The cart ('/loja/carrinho'): the products in it and a three-step checkout (Carrinho → Endereço → Pagamento)
// whose forms stay in the page and end in a confirmation saying nothing was charged.
import { Grid, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { useState } from 'react';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { formatMoney } from '../../lib/format.ts';
import { CartItems } from './cart-items.tsx';
import { CartSummary, cartTotals } from './cart-summary.tsx';
import { AddressForm, OrderConfirmation, PaymentForm } from './checkout-forms.tsx';
import { showShopFailure, useCart, useShopChange } from './shop-api.ts';
import { ShopEmpty } from './shop-parts.tsx';

export function Cart() {
  const cart = useCart();
  const products = cart.data?.products ?? [];
  const change = useShopChange();
  const [confirmedTotal, setConfirmedTotal] = useState('');
  const [step, setStep] = useState(0);
  const phone = useMediaQuery('(max-width: 36em)');
  const [qtys, setQtys] = useState<Record<number, number>>({});
  const totals = cartTotals(products, qtys);
  const empty = cart.data && products.length === 0 && step < 3;
  // A finished order empties the cart (the confirmation keeps the total it was placed with).
  const placeOrder = () => {
    setConfirmedTotal(formatMoney(totals.total));
    setStep(3);
    Promise.all(
      products.map((product) => change.mutateAsync({ list: 'cart', productId: product.id, add: false })),
    ).catch(showShopFailure);
  };

  return (
    <DemoPage title="Carrinho" trail={[{ label: 'Aplicativos' }, { label: 'Loja', to: '/loja' }]}>
      {cart.isPending && <PageLoader />}
      {cart.isError && <ErrorNotice error={cart.error} />}
      {empty && <ShopEmpty icon={IconShoppingCartOff} text="Seu carrinho está vazio." />}
      {cart.data && !empty && (
        <Stack gap="md">
          <Stepper
            active={step}
            onStepClick={(next) => next < step && setStep(next)}
            size={phone ? 'xs' : 'sm'}
            allowNextStepsSelect={false}
            iconSize={phone ? 26 : undefined}
            styles={
              phone
                ? { steps: { flexWrap: 'nowrap' }, separator: { marginInline: 6, minWidth: 8 } }
                : undefined
            }
          >
            <Stepper.Step label="Carrinho" description={phone ? undefined : `${products.length} produtos`} />
            <Stepper.Step label="Endereço" description={phone ? undefined : 'Entrega'} />
            <Stepper.Step label="Pagamento" description={phone ? undefined : 'Forma de pagar'} />
          </Stepper>
          {step === 3 ? (
            <OrderConfirmation total={confirmedTotal} />
          ) : (
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 8 }}>
                {step === 0 && (
                  <CartItems
                    products={products}
                    qtys={qtys}
                    onQty={(id, qty) => setQtys((current) => ({ ...current, [id]: qty }))}
                  />
                )}
                {step === 1 && <AddressForm onBack={() => setStep(0)} onDone={() => setStep(2)} />}
                {step === 2 && <PaymentForm onBack={() => setStep(1)} onDone={placeOrder} />}
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <CartSummary
                  totals={totals}
                  action={step === 0 ? { label: 'Fechar pedido', onClick: () => setStep(1) } : undefined}
                />
              </Grid.Col>
            </Grid>
          )}
        </Stack>
      )}
    </DemoPage>
  );
}
