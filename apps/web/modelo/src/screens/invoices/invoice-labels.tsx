// Invoices' sample record type and the pt-BR status labels with their icons and colours.
import {
  IconChartPie,
  IconCircleArrowDown,
  IconCircleCheck,
  IconDeviceFloppy,
  IconInfoCircle,
  IconSend,
  type Icon,
} from '@tabler/icons-react';

export interface DemoInvoiceRecord {
  id: number;
  issuedDate: string;
  client: {
    address: string;
    company: string;
    companyEmail: string;
    country: string;
    contact: string;
    name: string;
  };
  service: string;
  total: number;
  avatar: string;
  invoiceStatus: string;
  balance: number | string;
  dueDate: string;
}

export interface PaymentDetails {
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}

export const INVOICE_STATUSES: { value: string; label: string; icon: Icon; color: string }[] = [
  { value: 'Paid', label: 'Paga', icon: IconCircleCheck, color: 'green' },
  { value: 'Downloaded', label: 'Baixada', icon: IconCircleArrowDown, color: 'cyan' },
  { value: 'Sent', label: 'Enviada', icon: IconSend, color: 'gray' },
  { value: 'Draft', label: 'Rascunho', icon: IconDeviceFloppy, color: 'blue' },
  { value: 'Partial Payment', label: 'Pagamento parcial', icon: IconChartPie, color: 'orange' },
  { value: 'Past Due', label: 'Vencida', icon: IconInfoCircle, color: 'red' },
];

export const invoiceStatusOf = (value: string) =>
  INVOICE_STATUSES.find((s) => s.value === value) ?? {
    value,
    label: value,
    icon: IconInfoCircle,
    color: 'gray',
  };
