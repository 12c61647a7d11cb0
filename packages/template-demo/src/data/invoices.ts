import { pick } from './pick.ts';

export type InvoiceStatus = 'Paid' | 'Downloaded' | 'Sent' | 'Draft' | 'Partial Payment' | 'Past Due';

export interface InvoiceClient {
  address: string;
  company: string;
  companyEmail: string;
  country: string;
  contact: string;
  name: string;
}

export interface DemoInvoice {
  id: number;
  issuedDate: string;
  client: InvoiceClient;
  service: string;
  total: number;
  avatar: string;
  invoiceStatus: InvoiceStatus;
  balance: number | string;
  dueDate: string;
}

/**
 * Constant as in TEMPLATE-BACKEND, with Brazilian bank data (issue 21): `iban` holds agência / conta and
 * `swiftCode` the chave Pix; the screens label them so.
 */
export const PAYMENT_DETAILS = {
  totalDue: 'R$ 12.110,55',
  bankName: 'Banco do Brasil',
  country: 'Brasil',
  iban: '1234-5 / 67.890-1',
  swiftCode: 'financeiro@gabinete-modelo.com.br',
} as const;

const NAMES = [
  'Odete Marinho',
  'Caio Vilela',
  'Renata Prado',
  'Teodoro Lins',
  'Yara Bastos',
  'Lucas Arantes',
  'Mirela Campos',
  'Otávio Reis',
  'Paula Fontes',
  'Sérgio Dantas',
];
const COMPANIES = [
  'Aurora Têxtil',
  'Granito Alimentos',
  'Pinhal Logística',
  'Cerrado Energia',
  'Marola Mídia',
];
const COUNTRIES = ['Brasil', 'Uruguai', 'Peru', 'México', 'Espanha'];
const SERVICES = [
  'Criação de site',
  'Desenvolvimento de sistema',
  'Design de interfaces',
  'Criação de modelo',
  'Licença estendida ilimitada',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const STATUSES: InvoiceStatus[] = (
  [
    ['Paid', 12],
    ['Downloaded', 8],
    ['Sent', 6],
    ['Draft', 10],
    ['Partial Payment', 11],
    ['Past Due', 3],
  ] as [InvoiceStatus, number][]
).flatMap(([status, count]) => Array.from({ length: count }, () => status));

/** 'Otávio@Aurora.example' → 'otavio@aurora.example'. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** 50 made-up invoices, ids 4987–5036; 17 of them carry an open balance as a string. */
export function seedInvoices(): DemoInvoice[] {
  return Array.from({ length: 50 }, (_, index) => {
    const name = pick(NAMES, index * 3);
    const company = pick(COMPANIES, index);
    const day = (index % 28) + 1;
    const month = pick(MONTHS, index);
    const total = 1000 + ((index * 397) % 5000);
    const hasBalance = index % 3 === 1;
    const balanceAmount = 100 + ((index * 53) % 800);
    return {
      id: 4987 + index,
      issuedDate: `${day} ${month} 2019`,
      client: {
        address: `${100 + index * 7} Rua das Flores, sala ${index + 1}`,
        company,
        companyEmail: plain(`${name.split(' ')[0]}@${company.split(' ')[0]}.example`),
        country: pick(COUNTRIES, index),
        contact: `(${11 + (index % 80)}) 5550-${String(1000 + index * 91).slice(-4)}`,
        name,
      },
      service: pick(SERVICES, index),
      total,
      avatar: index % 4 === 0 ? '' : `/modelo/img/avatars/${(index % 12) + 1}.svg`,
      invoiceStatus: pick(STATUSES, index * 17),
      balance: hasBalance ? `${index % 2 === 0 ? '-' : ''}$${balanceAmount}` : 0,
      dueDate: `${day} ${pick(MONTHS, index + 1)} 2019`,
    };
  });
}
