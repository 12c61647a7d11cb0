// Every screen of the /modelo area in one table: its path (below /modelo), the ability it needs, and its
// menu entry. The router and the menu are both built from it, so a screen cannot be in one and not the other.
import {
  IconBook,
  IconCalendar,
  IconChartBar,
  IconChartPie,
  IconFileInvoice,
  IconHeart,
  IconHelpCircle,
  IconLock,
  IconMail,
  IconMessages,
  IconNews,
  IconShoppingBag,
  IconShoppingCart,
  IconSettings,
  IconTag,
  IconUser,
  IconUsers,
  IconListCheck,
} from '@tabler/icons-react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { lazyNamed } from '../../../src/app/lazy-route.ts';

export type MenuGroup = 'Painéis' | 'Aplicativos' | 'Páginas' | 'Acesso';

export interface DemoScreen {
  path: string;
  /** What the user must be allowed (spec §6): admin manages all; client reads ACL and Auth only. */
  action: string;
  subject: string;
  element: LazyExoticComponent<ComponentType<object>>;
  menu?: { label: string; group: MenuGroup; icon: ReactNode };
  /** Shown without the menu and header (the printable invoice). */
  bare?: boolean;
}

const icon = (Icon: typeof IconMail) => <Icon size={18} stroke={1.6} aria-hidden />;

export const screens: DemoScreen[] = [
  {
    path: 'cartoes/analise',
    action: 'read',
    subject: 'Dashboard',
    element: lazyNamed(() => import('../screens/cards/analytics-cards.tsx'), 'AnalyticsCards'),
    menu: { label: 'Análises', group: 'Painéis', icon: icon(IconChartPie) },
  },
  {
    path: 'cartoes/estatisticas',
    action: 'read',
    subject: 'Dashboard',
    element: lazyNamed(() => import('../screens/cards/statistics-cards.tsx'), 'StatisticsCards'),
    menu: { label: 'Estatísticas', group: 'Painéis', icon: icon(IconChartBar) },
  },
  {
    path: 'email/*',
    action: 'read',
    subject: 'Email',
    element: lazyNamed(() => import('../screens/email/email-app.tsx'), 'EmailApp'),
    menu: { label: 'E-mail', group: 'Aplicativos', icon: icon(IconMail) },
  },
  {
    path: 'chat',
    action: 'read',
    subject: 'Chat',
    element: lazyNamed(() => import('../screens/chat/chat-app.tsx'), 'ChatApp'),
    menu: { label: 'Chat', group: 'Aplicativos', icon: icon(IconMessages) },
  },
  {
    path: 'tarefas/*',
    action: 'read',
    subject: 'Todo',
    element: lazyNamed(() => import('../screens/todo/todo-app.tsx'), 'TodoApp'),
    menu: { label: 'Tarefas', group: 'Aplicativos', icon: icon(IconListCheck) },
  },
  {
    path: 'calendario',
    action: 'read',
    subject: 'Calendar',
    element: lazyNamed(() => import('../screens/calendar/calendar-app.tsx'), 'CalendarApp'),
    menu: { label: 'Calendário', group: 'Aplicativos', icon: icon(IconCalendar) },
  },
  {
    path: 'usuarios',
    action: 'read',
    subject: 'User',
    element: lazyNamed(() => import('../screens/users/users-list.tsx'), 'UsersList'),
    menu: { label: 'Usuários', group: 'Aplicativos', icon: icon(IconUsers) },
  },
  {
    path: 'usuarios/:id',
    action: 'read',
    subject: 'User',
    element: lazyNamed(() => import('../screens/users/user-view.tsx'), 'UserView'),
  },
  {
    path: 'faturas',
    action: 'read',
    subject: 'Invoice',
    element: lazyNamed(() => import('../screens/invoices/invoices-list.tsx'), 'InvoicesList'),
    menu: { label: 'Faturas', group: 'Aplicativos', icon: icon(IconFileInvoice) },
  },
  {
    path: 'faturas/:id',
    action: 'read',
    subject: 'Invoice',
    element: lazyNamed(() => import('../screens/invoices/invoice-view.tsx'), 'InvoiceView'),
  },
  {
    path: 'faturas/:id/imprimir',
    action: 'read',
    subject: 'Invoice',
    element: lazyNamed(() => import('../screens/invoices/invoice-print.tsx'), 'InvoicePrint'),
    bare: true,
  },
  {
    path: 'loja',
    action: 'read',
    subject: 'Shop',
    element: lazyNamed(() => import('../screens/shop/shop.tsx'), 'Shop'),
    menu: { label: 'Loja', group: 'Aplicativos', icon: icon(IconShoppingBag) },
  },
  {
    path: 'loja/produto/:id',
    action: 'read',
    subject: 'Shop',
    element: lazyNamed(() => import('../screens/shop/product.tsx'), 'ProductPage'),
  },
  {
    path: 'loja/desejos',
    action: 'read',
    subject: 'Shop',
    element: lazyNamed(() => import('../screens/shop/wishlist.tsx'), 'Wishlist'),
    menu: { label: 'Lista de desejos', group: 'Aplicativos', icon: icon(IconHeart) },
  },
  {
    path: 'loja/carrinho',
    action: 'read',
    subject: 'Shop',
    element: lazyNamed(() => import('../screens/shop/cart.tsx'), 'Cart'),
    menu: { label: 'Carrinho', group: 'Aplicativos', icon: icon(IconShoppingCart) },
  },
  {
    path: 'conta',
    action: 'read',
    subject: 'Account',
    element: lazyNamed(() => import('../screens/pages/account-settings.tsx'), 'AccountSettings'),
    menu: { label: 'Configurações da conta', group: 'Páginas', icon: icon(IconSettings) },
  },
  {
    path: 'perfil',
    action: 'read',
    subject: 'Profile',
    element: lazyNamed(() => import('../screens/pages/profile.tsx'), 'ProfilePage'),
    menu: { label: 'Perfil', group: 'Páginas', icon: icon(IconUser) },
  },
  {
    path: 'faq',
    action: 'read',
    subject: 'Faq',
    element: lazyNamed(() => import('../screens/pages/faq.tsx'), 'FaqPage'),
    menu: { label: 'Perguntas frequentes', group: 'Páginas', icon: icon(IconHelpCircle) },
  },
  {
    path: 'base-de-conhecimento/*',
    action: 'read',
    subject: 'KnowledgeBase',
    element: lazyNamed(() => import('../screens/pages/knowledge-base.tsx'), 'KnowledgeBase'),
    menu: { label: 'Base de conhecimento', group: 'Páginas', icon: icon(IconBook) },
  },
  {
    path: 'precos',
    action: 'read',
    subject: 'Pricing',
    element: lazyNamed(() => import('../screens/pages/pricing.tsx'), 'PricingPage'),
    menu: { label: 'Preços', group: 'Páginas', icon: icon(IconTag) },
  },
  {
    path: 'blog',
    action: 'read',
    subject: 'Blog',
    element: lazyNamed(() => import('../screens/blog/blog-list.tsx'), 'BlogList'),
    menu: { label: 'Blog', group: 'Páginas', icon: icon(IconNews) },
  },
  {
    path: 'blog/:id',
    action: 'read',
    subject: 'Blog',
    element: lazyNamed(() => import('../screens/blog/blog-detail.tsx'), 'BlogDetail'),
  },
  {
    path: 'blog/:id/editar',
    action: 'read',
    subject: 'Blog',
    element: lazyNamed(() => import('../screens/blog/blog-edit.tsx'), 'BlogEdit'),
  },
  {
    path: 'controle-de-acesso',
    action: 'read',
    subject: 'ACL',
    element: lazyNamed(() => import('../screens/acl/access-control.tsx'), 'AccessControl'),
    menu: { label: 'Controle de acesso', group: 'Acesso', icon: icon(IconLock) },
  },
];

export const MENU_GROUPS: MenuGroup[] = ['Painéis', 'Aplicativos', 'Páginas', 'Acesso'];

/** The menu path of a screen: its path without a trailing '/*'. */
export const menuPath = (screen: DemoScreen): string => `/${screen.path.replace(/\/\*$/, '')}`;
