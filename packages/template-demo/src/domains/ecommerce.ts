// Template shop (TEMPLATE-BACKEND.md §9, §16): products with search, sort and 9 per page; product page;
// wishlist and cart added or removed by product (adding twice answers the existing item).
import {
  COLOR_OPTIONS,
  seedCart,
  seedProducts,
  seedWishlist,
  type CartItem,
  type DemoProduct,
  type WishlistItem,
} from '../data/ecommerce.ts';
import {
  created,
  defineDomain,
  notFound,
  ok,
  removeFirst,
  type DemoContext,
  type DemoRoute,
} from '../domain.ts';
import {
  bodyObject,
  containsCI,
  DAY_MS,
  maxId,
  paginate,
  queryNumber,
  queryString,
  toNumber,
} from '../helpers.ts';

export interface EcommerceState {
  products: DemoProduct[];
  wishlist: WishlistItem[];
  cart: CartItem[];
}

const flags = (state: EcommerceState, product: DemoProduct) => ({
  ...product,
  isInWishlist: state.wishlist.some((item) => item.productId === product.id),
  isInCart: state.cart.some((item) => item.productId === product.id),
});

const sorters: Record<string, (a: DemoProduct, b: DemoProduct) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
};
const featured = (a: DemoProduct, b: DemoProduct) => b.id - a.id;

/** A whole number in [min, max] from the context's dice. */
const randomInt = (ctx: DemoContext, min: number, max: number) =>
  min + Math.min(max - min, Math.floor(ctx.random() * (max - min + 1)));

/**
 * What the cart view adds to a product: quantity, a shipping date between tomorrow and a week from now, offers
 * and discount — drawn once per cart item and kept on it, so reading the cart twice gives the same total.
 */
function cartView(state: EcommerceState, item: CartItem, product: DemoProduct, ctx: DemoContext) {
  item.shippingDate ??= new Date(ctx.now().getTime() + DAY_MS * (1 + ctx.random() * 6)).toISOString();
  item.offers ??= randomInt(ctx, 1, 4);
  item.discountPercentage ??= randomInt(ctx, 3, 20);
  return {
    ...flags(state, product),
    qty: item.qty,
    shippingDate: item.shippingDate,
    offers: item.offers,
    discountPercentage: item.discountPercentage,
  };
}

/** The quantity a POST to the cart may carry beside productId (the product page's field): 1 to 10, else 1. */
function quantityOf(body: Record<string, unknown>): number {
  const qty = toNumber(body.qty);
  return qty !== undefined && Number.isInteger(qty) && qty >= 1 && qty <= 10 ? qty : 1;
}

type ListKey = 'wishlist' | 'cart';

/** POST and DELETE of one product in the wishlist or the cart. */
function itemRoutes(key: ListKey): DemoRoute<EcommerceState>[] {
  const path = `/apps/ecommerce/${key}`;
  return [
    {
      method: 'POST',
      path,
      handler: (req, state) => {
        const productId = toNumber(bodyObject(req).productId);
        if (!state.products.some((p) => p.id === productId)) return notFound('Product not found');
        const list: (WishlistItem | CartItem)[] = state[key];
        const existing = list.find((item) => item.productId === productId);
        if (existing) return created(existing);
        const item =
          key === 'cart'
            ? { id: maxId(list) + 1, productId, qty: quantityOf(bodyObject(req)) }
            : { id: maxId(list) + 1, productId };
        list.push(item as CartItem);
        return created(item);
      },
    },
    {
      method: 'DELETE',
      path: `${path}/:productId`,
      handler: (req, state) => {
        const list: (WishlistItem | CartItem)[] = state[key];
        const productId = toNumber(req.params.productId);
        return removeFirst(list, (item) => item.productId === productId, `Product not in the ${key}`);
      },
    },
  ];
}

function productsOf(state: EcommerceState, items: (WishlistItem | CartItem)[]) {
  return items.flatMap((item) => {
    const product = state.products.find((p) => p.id === item.productId);
    return product ? [{ item, product }] : [];
  });
}

export const ecommerceDomain = defineDomain<EcommerceState>({
  name: 'ecommerce',
  createState: () => ({ products: seedProducts(), wishlist: seedWishlist(), cart: seedCart() }),
  routes: [
    {
      method: 'GET',
      path: '/apps/ecommerce/products',
      handler: (req, state) => {
        const q = queryString(req, 'q');
        const sorter = sorters[queryString(req, 'sortBy', 'featured')] ?? featured;
        const filtered = state.products.filter((p) => containsCI(p.name, q)).sort(sorter);
        const page = paginate(filtered, queryNumber(req, 'page', 1), queryNumber(req, 'perPage', 9));
        return ok({
          products: page.map((product) => flags(state, product)),
          total: filtered.length,
          userWishlist: state.wishlist,
          userCart: state.cart,
        });
      },
    },
    {
      method: 'GET',
      path: '/apps/ecommerce/products/:id',
      handler: (req, state) => {
        const product = state.products.find((p) => p.id === toNumber(req.params.id));
        if (!product) return notFound('Product not found');
        return ok({ product: { ...flags(state, product), colorOptions: [...COLOR_OPTIONS] } });
      },
    },
    {
      method: 'GET',
      path: '/apps/ecommerce/wishlist',
      handler: (_req, state) =>
        ok({ products: productsOf(state, state.wishlist).map(({ product }) => flags(state, product)) }),
    },
    {
      method: 'GET',
      path: '/apps/ecommerce/cart',
      handler: (_req, state, ctx) =>
        ok({
          products: productsOf(state, state.cart).map(({ item, product }) =>
            cartView(state, item as CartItem, product, ctx),
          ),
        }),
    },
    ...itemRoutes('wishlist'),
    ...itemRoutes('cart'),
  ],
});
