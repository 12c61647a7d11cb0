// Date and date-time inputs in pt-BR (dd/mm/aaaa, HH:mm); values are 'aaaa-mm-dd' / 'aaaa-mm-dd HH:mm:ss' strings.
import '@mantine/dates/styles.css';
import { DateInput, DateTimePicker, type DateInputProps, type DateTimePickerProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/pt-br';

dayjs.extend(customParseFormat);

/** Accepts what people type: '23/11/2026', '23112026', '23/11/26'. */
export function parseTypedDate(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  const formats = digits.length === 6 ? ['DDMMYY'] : ['DDMMYYYY'];
  const parsed = dayjs(digits, formats, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

export function DateField(props: DateInputProps) {
  return (
    <DateInput
      locale="pt-br"
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/aaaa"
      dateParser={parseTypedDate}
      clearable
      {...props}
    />
  );
}

export function DateTimeField(props: DateTimePickerProps) {
  return (
    <DateTimePicker locale="pt-br" valueFormat="DD/MM/YYYY HH:mm" placeholder="dd/mm/aaaa hh:mm" {...props} />
  );
}
