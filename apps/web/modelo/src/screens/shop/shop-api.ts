// The shop's calls to the fake back end (products, wishlist, cart) as TanStack Query hooks, and its types.
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoProduct } from '@gabinete/template-demo';
import { demoApi } from '../../lib/api.ts';

/** A product as the fake back end sends it, with whether it is in the wishlist and the cart. */
export interface Product extends DemoProduct {
  isInWishlist: boolean;
  isInCart: boolean;
}

export interface ProductDetail extends Product {
  colorOptions: string[];
}

export interface CartProduct extends Product {
  qty: number;
  shippingDate: string;
  offers: number;
  discountPercentage: number;
}

export interface ProductsPage {
  products: Product[];
  total: number;
}

export interface ProductsQuery {
  q: string;
  sortBy: string;
  page: number;
  perPage: number;
}

export function useProducts(query: ProductsQuery) {
  return useQuery({
    queryKey: ['shop', 'products', query],
    queryFn: () => demoApi.get<ProductsPage>('/apps/ecommerce/products', { ...query }),
    placeholderData: (previous) => previous,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: ['shop', 'product', id],
    queryFn: () => demoApi.get<{ product: ProductDetail }>(`/apps/ecommerce/products/${id}`),
  });
}

export function useCart() {
  return useQuery({
    queryKey: ['shop', 'cart'],
    queryFn: () => demoApi.get<{ products: CartProduct[] }>('/apps/ecommerce/cart'),
  });
}

export function useWishlist() {
  return useQuery({
    queryKey: ['shop', 'wishlist'],
    queryFn: () => demoApi.get<{ products: Product[] }>('/apps/ecommerce/wishlist'),
  });
}

type ListAction = { list: 'cart' | 'wishlist'; productId: number; add: boolean; qty?: number };

/** Adds a product to, or removes it from, the cart or the wishlist; every shop query is read again. */
export function useShopChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ list, productId, add, qty }: ListAction) =>
      add
        ? demoApi.post(`/apps/ecommerce/${list}`, qty ? { productId, qty } : { productId })
        : demoApi.delete(`/apps/ecommerce/${list}/${productId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['shop'] }),
  });
}

/** The one notice for a failed cart or wishlist change. */
export const showShopFailure = () =>
  notifications.show({ color: 'red', message: 'Não foi possível concluir a operação. Tente de novo.' });
