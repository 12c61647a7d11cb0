// Which of the chosen eleitor's phones the conversation goes to: only those that accept contact are
// offered (the preferred one first chosen); when none does, the attendant is told so.
import { Alert, Badge, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { formatPhone, PHONE_TYPE_LABELS, type Citizen } from '@gabinete/shared';

type Phone = Citizen['phones'][number];

/** The phones the office may write to, the preferred one first. */
export function contactablePhones(citizen: Pick<Citizen, 'phones'>): Phone[] {
  const reachable = citizen.phones.filter((p) => p.canContact);
  return [...reachable.filter((p) => p.preferred), ...reachable.filter((p) => !p.preferred)];
}

interface CitizenPhoneChoiceProps {
  citizen: Pick<Citizen, 'phones'> | undefined;
  value: string | null;
  error: string | undefined;
  onChange: (number: string) => void;
}

export function CitizenPhoneChoice({ citizen, value, error, onChange }: CitizenPhoneChoiceProps) {
  if (!citizen) return <Skeleton height={36} aria-label="Carregando telefones" />;
  const phones = contactablePhones(citizen);
  const hidden = citizen.phones.length - phones.length;
  if (phones.length === 0) {
    return (
      <Alert color="orange" variant="light" role="alert" py="xs">
        {citizen.phones.length === 0
          ? 'Este eleitor não tem telefone cadastrado.'
          : 'Nenhum telefone deste eleitor aceita contato.'}{' '}
        Atualize o cadastro ou escolha “Outro número” para escrever a um número digitado.
      </Alert>
    );
  }
  return (
    <Radio.Group label="Telefone" withAsterisk value={value} onChange={onChange} error={error}>
      <Stack gap={6} mt={6}>
        {phones.map((phone) => (
          <Radio
            key={phone._id}
            value={phone.number}
            label={
              <Group gap={6}>
                <Text size="sm" fw={500}>
                  {formatPhone(phone.number)}
                </Text>
                <Text size="xs" c="dimmed">
                  {PHONE_TYPE_LABELS[phone.type]}
                </Text>
                {phone.preferred && (
                  <Badge size="xs" variant="light" tt="none">
                    Preferencial
                  </Badge>
                )}
              </Group>
            }
          />
        ))}
        {hidden > 0 && (
          <Text size="xs" c="dimmed">
            {hidden === 1
              ? '1 telefone sem permissão de contato não aparece.'
              : `${hidden} telefones sem permissão de contato não aparecem.`}
          </Text>
        )}
      </Stack>
    </Radio.Group>
  );
}
