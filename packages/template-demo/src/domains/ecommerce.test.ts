import { describe, expect, it } from 'vitest';
import type { CartItem, DemoProduct, WishlistItem } from '../data/ecommerce.ts';
import { domainClient } from './domain-test-client.ts';
import { ecommerceDomain } from './ecommerce.ts';

type Flagged = DemoProduct & { isInWishlist: boolean; isInCart: boolean };
type ListBody = { products: Flagged[]; total: number; userWishlist: WishlistItem[]; userCart: CartItem[] };
type CartProduct = Flagged & {
  qty: number;
  shippingDate: string;
  offers: number;
  discountPercentage: number;
};

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const fresh = (random = 0.5) => domainClient(ecommerceDomain, { now: () => NOW, random: () => random });
const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('template shop products', () => {
  it('holds 27 products priced 10.83 to 7999.99, 6 with free shipping, a wishlist of 2 and a cart of 5', () => {
    const { state } = fresh();
    expect(ids(state.products)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    const prices = state.products.map((p) => p.price);
    expect([Math.min(...prices), Math.max(...prices)]).toEqual([10.83, 7999.99]);
    expect(state.products.filter((p) => p.hasFreeShipping)).toHaveLength(6);
    expect(state.wishlist.map((i) => i.productId)).toEqual([26, 23]);
    expect(state.cart.map((i) => [i.productId, i.qty])).toEqual([27, 21, 26, 25, 23].map((id) => [id, 1]));
  });

  it('lists 9 per page, page 1, featured (newest id) first, with wishlist/cart flags and the raw lists', async () => {
    const res = await fresh().call('GET', '/apps/ecommerce/products');
    const body = res.body as ListBody;
    expect(res.status).toBe(200);
    expect(ids(body.products)).toEqual([27, 26, 25, 24, 23, 22, 21, 20, 19]);
    expect(body.total).toBe(27);
    const flagsOf = (id: number) => {
      const p = body.products.find((x) => x.id === id);
      return [p?.isInWishlist, p?.isInCart];
    };
    expect([flagsOf(27), flagsOf(26), flagsOf(24)]).toEqual([
      [false, true],
      [true, true],
      [false, false],
    ]);
    expect(body.userWishlist).toEqual([
      { id: 1, productId: 26 },
      { id: 2, productId: 23 },
    ]);
    expect(body.userCart).toHaveLength(5);
  });

  it('has 3 pages of 9; a page past the end is empty', async () => {
    const client = fresh();
    const page = async (n: number) =>
      ((await client.call('GET', `/apps/ecommerce/products?page=${n}`)).body as ListBody).products;
    expect(ids(await page(2))).toEqual([18, 17, 16, 15, 14, 13, 12, 11, 10]);
    expect(ids(await page(3))).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await page(4)).toEqual([]);
  });

  it('sorts by price ascending or descending; an unknown sort is featured', async () => {
    const client = fresh();
    const list = async (q: string) =>
      ((await client.call('GET', `/apps/ecommerce/products?${q}`)).body as ListBody).products;
    const asc = await list('sortBy=price-asc&perPage=27');
    expect(asc[0]).toMatchObject({ id: 7, price: 10.83 });
    expect(asc.map((p) => p.price)).toEqual([...asc.map((p) => p.price)].sort((a, b) => a - b));
    expect((await list('sortBy=price-desc'))[0]).toMatchObject({ id: 26, price: 7999.99 });
    expect(ids(await list('sortBy=whatever&perPage=3'))).toEqual([27, 26, 25]);
  });

  it('searches the name case-insensitively and totals the matches', async () => {
    const body = (await fresh().call('GET', '/apps/ecommerce/products?q=POMAR')).body as ListBody;
    expect(body.total).toBe(5);
    expect(ids(body.products)).toEqual([21, 15, 8, 4, 2]);
    expect(((await fresh().call('GET', '/apps/ecommerce/products?q=zzz')).body as ListBody).total).toBe(0);
  });

  it('returns one product with flags and colour options, without writing them on the store; 404 when unknown', async () => {
    const client = fresh();
    const res = await client.call('GET', '/apps/ecommerce/products/26');
    expect(res.status).toBe(200);
    expect((res.body as { product: unknown }).product).toMatchObject({
      id: 26,
      isInWishlist: true,
      isInCart: true,
      colorOptions: ['primary', 'success', 'warning', 'danger', 'info'],
    });
    expect(client.state.products[25]).not.toHaveProperty('colorOptions');
    expect(await client.call('GET', '/apps/ecommerce/products/99')).toEqual({
      status: 404,
      body: { message: 'Product not found' },
    });
  });
});

describe('template wishlist and cart', () => {
  it('shows the wishlist products with the cart flag', async () => {
    const res = await fresh().call('GET', '/apps/ecommerce/wishlist');
    const products = (res.body as { products: Flagged[] }).products;
    expect(res.status).toBe(200);
    expect(ids(products)).toEqual([26, 23]);
    expect(products.every((p) => p.isInCart && p.isInWishlist)).toBe(true);
  });

  it('adds to the wishlist with max id + 1 (201), answers the existing item when already there, removes by product', async () => {
    const client = fresh();
    expect(await client.call('POST', '/apps/ecommerce/wishlist', { productId: '5' })).toEqual({
      status: 201,
      body: { id: 3, productId: 5 },
    });
    expect(await client.call('POST', '/apps/ecommerce/wishlist', { productId: 5 })).toEqual({
      status: 201,
      body: { id: 3, productId: 5 },
    });
    expect(client.state.wishlist).toHaveLength(3);
    expect((await client.call('POST', '/apps/ecommerce/wishlist', { productId: 999 })).status).toBe(404);
    expect(await client.call('DELETE', '/apps/ecommerce/wishlist/26')).toEqual({ status: 200 });
    expect(client.state.wishlist.map((i) => i.productId)).toEqual([23, 5]);
    expect((await client.call('DELETE', '/apps/ecommerce/wishlist/26')).status).toBe(404);
    const list = (await client.call('GET', '/apps/ecommerce/products')).body as ListBody;
    expect(list.products.find((p) => p.id === 26)?.isInWishlist).toBe(false);
  });

  it('adds to the cart with qty 1 and max id + 1 (201), idempotently, and removes by product', async () => {
    const client = fresh();
    expect(await client.call('POST', '/apps/ecommerce/cart', { productId: '3' })).toEqual({
      status: 201,
      body: { id: 6, productId: 3, qty: 1 },
    });
    expect((await client.call('POST', '/apps/ecommerce/cart', { productId: 27 })).body).toEqual({
      id: 1,
      productId: 27,
      qty: 1,
    });
    expect(client.state.cart).toHaveLength(6);
    expect(await client.call('DELETE', '/apps/ecommerce/cart/21')).toEqual({ status: 200 });
    expect((await client.call('DELETE', '/apps/ecommerce/cart/21')).status).toBe(404);
    expect(client.state.cart.map((i) => i.productId)).toEqual([27, 26, 25, 23, 3]);
  });

  it('shows the cart with qty, wishlist flag, and offers, discount and shipping date at their lowest bounds', async () => {
    const res = await fresh(0).call('GET', '/apps/ecommerce/cart');
    const products = (res.body as { products: CartProduct[] }).products;
    expect(res.status).toBe(200);
    expect(ids(products)).toEqual([27, 21, 26, 25, 23]);
    expect(products.map((p) => p.isInWishlist)).toEqual([false, false, true, false, true]);
    for (const p of products) {
      expect(p).toMatchObject({ qty: 1, offers: 1, discountPercentage: 3 });
      expect(new Date(p.shippingDate).getTime()).toBe(NOW.getTime() + DAY);
    }
  });

  it('keeps offers at most 4, discount at most 20 and shipping within 7 days at the highest draw', async () => {
    const client = fresh(0.999999);
    const products = ((await client.call('GET', '/apps/ecommerce/cart')).body as { products: CartProduct[] })
      .products;
    for (const p of products) {
      expect([p.offers, p.discountPercentage]).toEqual([4, 20]);
      const days = (new Date(p.shippingDate).getTime() - NOW.getTime()) / DAY;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
    }
    expect(client.state.products[26]).not.toHaveProperty('offers');
  });

  it('draws offers, discount and shipping once per cart item: two reads show the same cart', async () => {
    let roll = 0;
    // A die that gives another number every time: only keeping the first draw gives equal reads.
    const client = domainClient(ecommerceDomain, { now: () => NOW, random: () => (roll++ % 7) / 7 });
    const read = async () =>
      ((await client.call('GET', '/apps/ecommerce/cart')).body as { products: CartProduct[] }).products.map(
        (p) => [p.id, p.offers, p.discountPercentage, p.shippingDate],
      );
    const first = await read();
    expect(await read()).toEqual(first);
    for (const [, offers, discount] of first) {
      expect(offers).toBeGreaterThanOrEqual(1);
      expect(offers).toBeLessThanOrEqual(4);
      expect(discount).toBeGreaterThanOrEqual(3);
      expect(discount).toBeLessThanOrEqual(20);
    }
  });

  it('takes the product page’s quantity (1 to 10) beside productId, and 1 for anything else', async () => {
    const client = fresh();
    expect((await client.call('POST', '/apps/ecommerce/cart', { productId: 3, qty: 4 })).body).toEqual({
      id: 6,
      productId: 3,
      qty: 4,
    });
    expect((await client.call('POST', '/apps/ecommerce/cart', { productId: 4, qty: 99 })).body).toMatchObject(
      {
        qty: 1,
      },
    );
  });
});
