export interface DemoProduct {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  price: number;
  image: string;
  hasFreeShipping: boolean;
  rating: number;
}

export interface WishlistItem {
  id: number;
  productId: number;
}

export interface CartItem {
  id: number;
  productId: number;
  qty: number;
  /** Drawn on the item's first read and kept: the cart's total never changes with nothing changed. */
  offers?: number;
  discountPercentage?: number;
  shippingDate?: string;
}

export const COLOR_OPTIONS = ['primary', 'success', 'warning', 'danger', 'info'] as const;

/** [name, brand, price, free shipping, rating, description] of the 27 made-up products, ids 1–27. */
const CATALOGUE: [string, string, number, boolean, number, string][] = [
  [
    'Fone sem fio Nimbus',
    'Nimbus',
    129.9,
    true,
    4,
    'Fone intra-auricular com estojo de carga e até 20 horas de bateria.',
  ],
  [
    'Pulseira Pomar para relógio inteligente',
    'Pomar',
    39.99,
    false,
    3,
    'Pulseira de silicone macio, resistente ao suor, em cinco cores.',
  ],
  [
    'Luminária de mesa Lúmen',
    'Lúmen',
    54.5,
    false,
    4,
    'Luz de LED com três tons e braço articulado para a mesa de trabalho.',
  ],
  [
    'Capa Pomar para notebook de 13"',
    'Tecido',
    24.99,
    false,
    5,
    'Capa acolchoada com zíper e bolso frontal para o carregador.',
  ],
  [
    'Câmera de ação Vela 4K',
    'Vela',
    349.0,
    false,
    4,
    'Grava em 4K, resiste à água até 10 metros e vem com suporte para capacete.',
  ],
  [
    'Teclado mecânico Cobalto',
    'Cobalto',
    119.0,
    true,
    5,
    'Teclas silenciosas, padrão ABNT2 e iluminação ajustável.',
  ],
  [
    'Ventilador portátil Brisa',
    'Brisa',
    10.83,
    false,
    2,
    'Pequeno, recarregável pela USB e silencioso o bastante para o escritório.',
  ],
  [
    'Suporte Pomar para tablet',
    'Tecido',
    45.0,
    false,
    4,
    'Suporte de alumínio com altura regulável para tablets de até 13 polegadas.',
  ],
  [
    'Mouse gamer Granito',
    'Granito',
    69.99,
    false,
    4,
    'Sensor preciso, seis botões programáveis e cabo trançado.',
  ],
  [
    'Caixa de som Bluetooth Marola',
    'Marola',
    89.9,
    false,
    3,
    'Som forte para o tamanho, à prova de respingos e com 12 horas de bateria.',
  ],
  [
    'Cadeira ergonômica Pinhal',
    'Pinhal',
    459.0,
    true,
    5,
    'Encosto em tela, apoio lombar e braços com quatro ajustes.',
  ],
  [
    'Monitor Aurora de 27"',
    'Aurora',
    299.99,
    false,
    4,
    'Tela IPS de 27 polegadas com bordas finas e ajuste de altura.',
  ],
  [
    'Carregador portátil Cerrado 20000',
    'Cerrado',
    49.9,
    false,
    4,
    'Carrega o celular até cinco vezes; duas saídas USB e uma USB-C.',
  ],
  [
    'Termostato inteligente Norte',
    'Norte',
    199.0,
    false,
    3,
    'Controla o ar-condicionado pelo celular e aprende os seus horários.',
  ],
  [
    'Base de carregamento Pomar',
    'Pomar',
    79.0,
    false,
    4,
    'Carrega celular, relógio e fone ao mesmo tempo, sem fios.',
  ],
  [
    'Fone com cancelamento de ruído Ulmeiro',
    'Ulmeiro',
    249.5,
    true,
    5,
    'Cancelamento ativo de ruído, almofadas macias e 30 horas de bateria.',
  ],
  [
    'Mesa digitalizadora Ravena',
    'Ravena',
    179.0,
    false,
    4,
    'Caneta sem bateria com 8 mil níveis de pressão para desenho e edição.',
  ],
  [
    'Cafeteira expresso Tavares',
    'Tavares',
    649.0,
    false,
    5,
    'Bomba de 15 bar, vaporizador de leite e reservatório de 1,2 litro.',
  ],
  [
    'Pulseira fitness Sardinha',
    'Sardinha',
    59.99,
    false,
    3,
    'Conta passos, mede batimentos e avisa quando é hora de levantar.',
  ],
  [
    'Aspirador robô Quintal',
    'Quintal',
    399.0,
    true,
    4,
    'Mapeia a casa, desvia de móveis e volta sozinho para a base.',
  ],
  [
    'Capinha de madeira Pomar para celular',
    'Tecido',
    19.9,
    false,
    4,
    'Capinha de madeira de reflorestamento com borda de proteção.',
  ],
  [
    'Iluminador circular Lúmen',
    'Lúmen',
    35.0,
    false,
    3,
    'Anel de luz com tripé de mesa para videochamadas e gravações.',
  ],
  [
    'Mini drone Vela',
    'Vela',
    899.0,
    false,
    4,
    'Pesa menos de 250 gramas, filma em 2,7K e voa por 30 minutos.',
  ],
  [
    'Adaptador USB-C Cobalto',
    'Cobalto',
    42.0,
    false,
    4,
    'Sete entradas num só adaptador: HDMI, leitor de cartão e três USB.',
  ],
  [
    'Monitor curvo ultralargo Aurora',
    'Aurora',
    1199.0,
    false,
    5,
    'Tela curva de 34 polegadas, ideal para planilhas largas e edição.',
  ],
  [
    'Estação de trabalho Granito Estúdio',
    'Granito',
    7999.99,
    true,
    5,
    'Computador para edição de vídeo com 64 GB de memória e 2 TB de SSD.',
  ],
  [
    'Kit casa inteligente Nimbus',
    'Nimbus',
    229.0,
    false,
    4,
    'Duas lâmpadas, uma tomada e um sensor de porta que funcionam pelo celular.',
  ],
];

function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function seedProducts(): DemoProduct[] {
  return CATALOGUE.map(([name, brand, price, hasFreeShipping, rating, description], index) => ({
    id: index + 1,
    name,
    slug: `${slugify(name)}-${index + 1}`,
    description,
    brand,
    price,
    image: `/modelo/img/products/${index + 1}.svg`,
    hasFreeShipping,
    rating,
  }));
}

export function seedWishlist(): WishlistItem[] {
  return [
    { id: 1, productId: 26 },
    { id: 2, productId: 23 },
  ];
}

export function seedCart(): CartItem[] {
  return [27, 21, 26, 25, 23].map((productId, index) => ({ id: index + 1, productId, qty: 1 }));
}
