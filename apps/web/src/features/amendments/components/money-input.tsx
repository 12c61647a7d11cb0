// Money typed as people write it ('R$ 1.234,56'), kept in centavos.
import { NumberInput, type NumberInputProps } from '@mantine/core';

interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** Centavos. */
  value: number | null;
  onChange: (cents: number | null) => void;
}

export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      {...props}
      value={value === null ? '' : value / 100}
      onChange={(v) => onChange(v === '' || v === null ? null : Math.round(Number(v) * 100))}
      prefix="R$ "
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      fixedDecimalScale
      min={0}
      allowNegative={false}
      hideControls
    />
  );
}
