// Fixed figures of the template's analytics and statistics cards (TEMPLATE-BACKEND.md §10); numbers made up.
const LAST_DAYS = ['Últimos 28 dias', 'Último mês', 'Último ano'];

export function seedAnalyticsCards(): Record<string, object> {
  return {
    'support-tracker': {
      title: 'Central de suporte',
      lastDays: LAST_DAYS,
      totalTicket: 163,
      newTicket: 29,
      openTicket: 63,
      responseTime: 1,
    },
    'avg-sessions': {
      sessions: 2740,
      lastDays: LAST_DAYS,
      growth: '+4.8%',
      goal: 100000,
      users: 92300,
      retention: 88,
      duration: 1,
      series: [{ name: 'Sessões', data: [61, 48, 73, 56, 81, 66, 70] }],
    },
    'revenue-report': {
      years: ['2020', '2019', '2018'],
      price: '24,930',
      budget: '55,200',
      series: [
        { name: 'Receita', data: [95, 177, 284, 256, 105, 63, 168, 218, 72] },
        { name: 'Despesa', data: [-145, -80, -60, -180, -100, -60, -85, -75, -100] },
      ],
    },
    'goal-overview': { completed: '781,040', inProgress: '14,120', series: [82] },
    revenue: {
      thisMonth: '84,310',
      lastMonth: '71,960',
      series: [
        { name: 'Este mês', data: [45000, 47000, 44800, 47500, 45500, 48000, 46500, 48600] },
        { name: 'Mês passado', data: [46000, 48000, 45500, 46600, 44500, 46500, 45000, 47000] },
      ],
    },
    'product-orders': {
      chart_info: { finished: 22810, pending: 14420, rejected: 4695 },
      series: [70, 52, 26],
    },
    'sessions-device': {
      chart_info: [
        { icon: 'Monitor', name: 'Computador', iconColor: 'text-primary', usage: 57.9, upDown: 2.1 },
        { icon: 'Tablet', name: 'Celular', iconColor: 'text-warning', usage: 34.2, upDown: -8.4 },
        { icon: 'Tablet', name: 'Tablet', iconColor: 'text-danger', usage: 7.9, upDown: 3.6 },
      ],
      series: [57.9, 34.2, 7.9],
    },
    customers: {
      listData: [
        { icon: 'Circle', iconColor: 'text-primary', text: 'Novos', result: 702 },
        { icon: 'Circle', iconColor: 'text-warning', text: 'Recorrentes', result: 251 },
        { icon: 'Circle', iconColor: 'text-danger', text: 'Indicações', result: 74 },
      ],
      series: [702, 251, 74],
    },
  };
}

const line = (name: string, data: number[]) => [{ name, data }];

export function seedStatisticsCards(): Record<string, object> {
  return {
    'orders-bar-chart': { title: 'Pedidos', statistics: '2,71k', series: line('2020', [42, 81, 63, 47, 66]) },
    'profit-line-chart': {
      title: 'Lucro',
      statistics: '6,14k',
      series: line('2020', [0, 22, 15, 40, 28, 55]),
    },
    subscribers: {
      series: line('Assinantes', [26, 41, 33, 60, 47, 72, 58]),
      analyticsData: { subscribers: 91800 },
    },
    revenue: {
      series: line('Receita', [340, 390, 290, 410, 370, 460, 420]),
      analyticsData: { revenue: 96200 },
    },
    sales: { series: line('Vendas', [12, 18, 11, 27, 19, 32, 24]), analyticsData: { sales: 35900 } },
    orders: { series: line('Pedidos', [9, 36, 21, 48, 33, 55, 40]), analyticsData: { orders: 96800 } },
    'site-traffic': { series: line('Tráfego', [148, 121, 172, 135, 186, 162, 199]) },
    'active-users': { series: line('Usuários ativos', [720, 605, 780, 690, 830, 760, 880]) },
    newsletter: { series: line('Boletim', [64, 48, 71, 55, 80, 67, 90]) },
  };
}
