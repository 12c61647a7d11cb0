// The checkout's local forms (address and payment) with pt-BR validation, and the closing confirmation.
// Nothing is sent anywhere: this is a model of a shop.
import {
  Button,
  Card,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

const UFS = 'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' ');
const digits = (value: string) => value.replace(/\D/g, '');

type Values = Record<string, string>;
type Rules = Record<string, (value: string, all: Values) => string | null>;

function useLocalForm(initial: Values, rules: Rules) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const field = (name: string) => ({
    value: values[name] ?? '',
    error: errors[name] ?? undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: null }));
    },
  });
  const validate = () => {
    const found = Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => [name, rule(values[name] ?? '', values)]),
    );
    setErrors(found);
    return Object.values(found).every((error) => !error);
  };
  return { values, setValues, field, validate };
}

const required = (message: string) => (value: string) => (value.trim() ? null : message);

interface StepProps {
  onBack: () => void;
  onDone: () => void;
}

export function AddressForm({ onBack, onDone }: StepProps) {
  const form = useLocalForm(
    { name: '', phone: '', cep: '', street: '', number: '', district: '', city: '', uf: '' },
    {
      name: required('Informe o nome de quem recebe.'),
      phone: (v) => (digits(v).length >= 10 ? null : 'Informe um telefone com DDD.'),
      cep: (v) => (digits(v).length === 8 ? null : 'O CEP tem 8 dígitos.'),
      street: required('Informe a rua.'),
      number: required('Informe o número.'),
      district: required('Informe o bairro.'),
      city: required('Informe a cidade.'),
      uf: required('Escolha o estado.'),
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) onDone();
  };
  return (
    <Card
      withBorder
      padding="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Endereço de entrega"
    >
      <Stack gap="sm">
        <Title order={2} fz="md">
          Endereço de entrega
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nome completo" withAsterisk {...form.field('name')} />
          <TextInput label="Telefone" withAsterisk placeholder="(61) 99999-0000" {...form.field('phone')} />
          <TextInput label="CEP" withAsterisk placeholder="00000-000" {...form.field('cep')} />
          <TextInput label="Rua" withAsterisk {...form.field('street')} />
          <TextInput label="Número" withAsterisk {...form.field('number')} />
          <TextInput label="Bairro" withAsterisk {...form.field('district')} />
          <TextInput label="Cidade" withAsterisk {...form.field('city')} />
          <Select
            label="Estado"
            withAsterisk
            data={UFS}
            searchable
            value={form.values.uf || null}
            error={form.field('uf').error}
            onChange={(value) => form.field('uf').onChange({ currentTarget: { value: value ?? '' } })}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={onBack}>
            Voltar
          </Button>
          <Button type="submit">Continuar para o pagamento</Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function PaymentForm({ onBack, onDone }: StepProps) {
  const form = useLocalForm(
    { method: 'card', cardNumber: '', cardName: '', expiry: '', cvv: '' },
    {
      cardNumber: (v, all) =>
        all.method !== 'card' || digits(v).length === 16 ? null : 'O número do cartão tem 16 dígitos.',
      cardName: (v, all) => (all.method !== 'card' || v.trim() ? null : 'Informe o nome impresso no cartão.'),
      expiry: (v, all) =>
        all.method !== 'card' || /^(0[1-9]|1[0-2])\/\d{2}$/.test(v.trim()) ? null : 'Use o formato MM/AA.',
      cvv: (v, all) =>
        all.method !== 'card' || /^\d{3,4}$/.test(v.trim()) ? null : 'O código tem 3 ou 4 dígitos.',
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) onDone();
  };
  const card = form.values.method === 'card';
  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate aria-label="Pagamento">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Forma de pagamento
        </Title>
        <Radio.Group
          value={form.values.method}
          onChange={(value) => form.setValues((current) => ({ ...current, method: value }))}
          label="Como deseja pagar?"
        >
          <Group mt={6}>
            <Radio value="card" label="Cartão de crédito" />
            <Radio value="pix" label="Pix" />
            <Radio value="boleto" label="Boleto" />
          </Group>
        </Radio.Group>
        {card ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Número do cartão"
              withAsterisk
              inputMode="numeric"
              {...form.field('cardNumber')}
            />
            <TextInput label="Nome no cartão" withAsterisk {...form.field('cardName')} />
            <TextInput label="Validade" withAsterisk placeholder="MM/AA" {...form.field('expiry')} />
            <TextInput label="Código de segurança" withAsterisk inputMode="numeric" {...form.field('cvv')} />
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {form.values.method === 'pix'
              ? 'O código Pix apareceria na confirmação do pedido.'
              : 'O boleto apareceria na confirmação do pedido, com vencimento em 3 dias úteis.'}
          </Text>
        )}
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={onBack}>
            Voltar
          </Button>
          <Button type="submit">Finalizar pedido</Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function OrderConfirmation({ total }: { total: string }) {
  return (
    <Card withBorder padding="xl" role="status">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          Pedido concluído (modelo)
        </Title>
        <Text>
          Total do pedido: <strong>{total}</strong>
        </Text>
        <Text c="dimmed" maw={480}>
          Esta loja é apenas um modelo de interface: nenhum valor foi cobrado e nenhum pedido foi enviado.
        </Text>
        <Button component={Link} to="/loja" variant="light">
          Voltar para a loja
        </Button>
      </Stack>
    </Card>
  );
}
