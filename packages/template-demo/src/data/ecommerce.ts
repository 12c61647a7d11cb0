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

/** [name, brand, price, free shipping, rating] of the 27 made-up products, ids 1–27. */
const CATALOGUE: [string, string, number, boolean, number][] = [
  ['Nimbus Wireless Earbuds', 'Nimbus', 129.9, true, 4],
  ['Apple Orchard Smartwatch Band', 'Orchard', 39.99, false, 3],
  ['Lumen Desk Lamp', 'Lumen', 54.5, false, 4],
  ['Apple Laptop Sleeve 13"', 'Tecido', 24.99, false, 5],
  ['Vela 4K Action Camera', 'Vela', 349.0, false, 4],
  ['Cobalt Mechanical Keyboard', 'Cobalt', 119.0, true, 5],
  ['Brisa Portable Fan', 'Brisa', 10.83, false, 2],
  ['Apple Stand for Tablets', 'Tecido', 45.0, false, 4],
  ['Granite Gaming Mouse', 'Granite', 69.99, false, 4],
  ['Marola Bluetooth Speaker', 'Marola', 89.9, false, 3],
  ['Pinhal Ergonomic Chair', 'Pinhal', 459.0, true, 5],
  ['Aurora 27" Monitor', 'Aurora', 299.99, false, 4],
  ['Cerrado Power Bank 20000', 'Cerrado', 49.9, false, 4],
  ['Norte Smart Thermostat', 'Norte', 199.0, false, 3],
  ['Apple Charging Dock', 'Orchard', 79.0, false, 4],
  ['Ulmeiro Noise-Cancelling Headphones', 'Ulmeiro', 249.5, true, 5],
  ['Ravena Drawing Tablet', 'Ravena', 179.0, false, 4],
  ['Tavares Espresso Machine', 'Tavares', 649.0, false, 5],
  ['Sardinha Fitness Tracker', 'Sardinha', 59.99, false, 3],
  ['Quintal Robot Vacuum', 'Quintal', 399.0, true, 4],
  ['Apple Wood Phone Case', 'Tecido', 19.9, false, 4],
  ['Lumen Ring Light', 'Lumen', 35.0, false, 3],
  ['Vela Drone Mini', 'Vela', 899.0, false, 4],
  ['Cobalt USB-C Hub', 'Cobalt', 42.0, false, 4],
  ['Aurora Ultra-wide Curved Monitor', 'Aurora', 1199.0, false, 5],
  ['Granite Studio Workstation', 'Granite', 7999.99, true, 5],
  ['Nimbus Smart Home Starter Kit', 'Nimbus', 229.0, false, 4],
];

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function seedProducts(): DemoProduct[] {
  return CATALOGUE.map(([name, brand, price, hasFreeShipping, rating], index) => ({
    id: index + 1,
    name,
    slug: `${slugify(name)}-${index + 1}`,
    description: `${name}: a sample item from the ${brand} line, made up for the demo shop.`,
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
