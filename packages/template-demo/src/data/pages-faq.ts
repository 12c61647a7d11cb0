import { pick } from './pick.ts';

export interface FaqEntry {
  question: string;
  ans: string;
}

export interface FaqCategory {
  icon: string;
  title: string;
  subtitle: string;
  qandA: FaqEntry[];
}

function entries(pairs: [string, string][]): FaqEntry[] {
  return pairs.map(([question, ans]) => ({ question, ans }));
}

/** FAQ: payment 7, delivery 5, cancellation & return 7, my orders 5, product & services 4 (28 in all). */
export function seedFaq(): Record<string, FaqCategory> {
  return {
    payment: {
      icon: 'CreditCard',
      title: 'Payment',
      subtitle: 'Everything about paying for an order',
      qandA: entries([
        ['Which cards do you accept?', 'All major credit and debit cards are accepted at checkout.'],
        ['Can I pay by bank transfer?', 'Yes, a transfer slip is generated once the order is placed.'],
        [
          'Is my card stored after I pay?',
          'Only a token is kept; the card number never reaches our servers.',
        ],
        ['Why was my payment declined?', 'Your bank refused it; check the limit or call the bank.'],
        ['Can I split a payment across two cards?', 'Not yet; one order is paid with one method.'],
        ['When is my card charged?', 'The charge happens when the order ships.'],
        ['Do you offer instalments?', 'Orders above a minimum value can be paid in up to ten instalments.'],
      ]),
    },
    delivery: {
      icon: 'ShoppingBag',
      title: 'Delivery',
      subtitle: 'Shipping times and tracking',
      qandA: entries([
        ['How long does delivery take?', 'Between two and seven working days, depending on the region.'],
        ['How do I track my parcel?', 'A tracking link is e-mailed as soon as the parcel leaves.'],
        ['Can I change the delivery address?', 'Yes, while the order has not shipped.'],
        ['Do you deliver on weekends?', 'Only in a few large cities.'],
        ['What if nobody is home?', 'The carrier tries twice more before returning the parcel.'],
      ]),
    },
    cancellationReturn: {
      icon: 'RefreshCw',
      title: 'Cancellation & Return',
      subtitle: 'Changing your mind',
      qandA: entries([
        ['How do I cancel an order?', 'Open the order and choose cancel before it ships.'],
        ['How many days do I have to return an item?', 'Thirty days from delivery.'],
        ['Who pays for the return shipping?', 'We do when the item is faulty; otherwise you do.'],
        ['When will I get my money back?', 'Within ten days of the item reaching our warehouse.'],
        ['Can I exchange instead of return?', 'Yes, pick exchange in the return form.'],
        ['Can I return an opened item?', 'Yes, as long as it is complete and undamaged.'],
        ['Are some items not returnable?', 'Gift cards and personalised items cannot be returned.'],
      ]),
    },
    myOrders: {
      icon: 'Package',
      title: 'My Orders',
      subtitle: 'Finding and managing your orders',
      qandA: entries([
        ['Where can I see my orders?', 'Under My Orders in your account menu.'],
        ['Can I add items to an order already placed?', 'No, place a second order instead.'],
        ['Why is my order on hold?', 'Usually the payment is still being confirmed.'],
        ['Can I get an invoice for my order?', 'Each order page has a download invoice button.'],
        ['How do I reorder something?', 'Open a past order and choose buy again.'],
      ]),
    },
    productServices: {
      icon: 'Settings',
      title: 'Product & Services',
      subtitle: 'Warranty and support',
      qandA: entries([
        ['Do products come with a warranty?', 'Every product has at least a one-year warranty.'],
        ['Do you offer installation?', 'Installation can be booked for large appliances.'],
        ['Can I extend the warranty?', 'Yes, an extension can be bought within 90 days.'],
        ['Where can I find a user manual?', 'Manuals are linked from each product page.'],
      ]),
    },
  };
}

export interface KnowledgeCard {
  id: number;
  category: string;
  img: string;
  title: string;
  desc: string;
}

export function seedKnowledgeBase(): KnowledgeCard[] {
  const cards: [string, string, string][] = [
    ['sales-automation', 'Sales Automation', 'Let the pipeline move by itself.'],
    ['marketing-automation', 'Marketing Automation', 'Campaigns that run while you sleep.'],
    ['api-questions', 'API Questions', 'Keys, limits and webhooks.'],
    ['personalization', 'Personalization', 'Make every page feel made for the visitor.'],
    ['email-marketing', 'Email Marketing', 'Newsletters people actually open.'],
    ['demand-generation', 'Demand Generation', 'Turn interest into leads.'],
  ];
  return cards.map(([category, title, desc], index) => ({
    id: index + 1,
    category,
    img: `/modelo/img/kb/${index + 1}.svg`,
    title,
    desc,
  }));
}

export interface KnowledgeGroup {
  id: number;
  title: string;
  icon: string;
  iconColor: string;
  questions: { id: number; question: string; slug: string }[];
}

const GROUP_TOPICS = ['Getting started', 'Accounts', 'Billing', 'Integrations', 'Reports', 'Security'];
const COLORS = ['text-primary', 'text-success', 'text-danger', 'text-warning', 'text-info', 'text-secondary'];

/** Six question groups of 5, 5, 5, 5, 5 and 4 links (29). */
export function seedKnowledgeCategory(): KnowledgeGroup[] {
  let next = 1;
  return GROUP_TOPICS.map((topic, index) => ({
    id: index + 1,
    title: topic,
    icon: 'Folder',
    iconColor: pick(COLORS, index),
    questions: Array.from({ length: index === 5 ? 4 : 5 }, (_, position) => {
      const id = next++;
      const question = `${topic}: how-to number ${position + 1}`;
      return { id, question, slug: `question-${id}` };
    }),
  }));
}

export function seedKnowledgeQuestion() {
  return {
    title: 'How do I connect a second mailbox?',
    lastUpdated: '10 Dec 2020',
    relatedQuestions: [
      'Why are my messages delayed?',
      'Can I share a mailbox with my team?',
      'How do I remove a mailbox?',
      'Where are sent messages stored?',
      'How do I set a signature?',
    ].map((question, index) => ({ id: index + 1, question })),
    content:
      '<p>Open the settings, choose mailboxes and press add. Sign in to the second account and confirm the access requested.</p>',
  };
}
