// Issue 21: no sample string the /modelo screens show may be English. Walks every string of every domain's
// generated data (and the knowledge base's generated articles) and looks for common English words.
import { describe, expect, it } from 'vitest';
import { knowledgeQuestion, seedKnowledgeStore } from './data/knowledge-base.ts';
import type { DemoContext, DemoDomain } from './domain.ts';
import { calendarDomain } from './domains/calendar.ts';
import { cardsDomain } from './domains/cards.ts';
import { chatDomain } from './domains/chat.ts';
import { ecommerceDomain } from './domains/ecommerce.ts';
import { emailDomain } from './domains/email.ts';
import { invoicesDomain } from './domains/invoices.ts';
import { jwtDomain } from './domains/jwt.ts';
import { pagesDomain } from './domains/pages.ts';
import { todoDomain } from './domains/todo.ts';
import { usersDomain } from './domains/users.ts';

/**
 * Common English words that are not also Portuguese words or loans used in pt-BR ('a', 'as', 'me', 'do',
 * 'no', 'se', 'for', 'some', 'design', 'chat', 'spam', 'blog', 'post', 'marketing' and the like are left
 * out on purpose). Hyphenated words ('on-line', 'e-mail') count as one word.
 */
const ENGLISH = new Set(
  `the and with your you yours our this that these those what which who how why when where there here
  is are was were be been being have has had will would should could can cannot don't doesn't isn't
  of to in on at by from into over under about after before between than then them they their it its
  not all any every each more most other only also just very new old first last next
  customer customers invoice invoices payment payments pay paid order orders product products card cards
  question questions answer answers help article articles delivery shipping return returns refund cancel
  cancellation account accounts settings setting search price prices pricing free plan plans support
  report reports read send sent message messages company companies user users team teams member members
  storage unlimited basic standard enterprise popular month monthly year yearly annual week day days
  today tomorrow yesterday now time date business holiday personal family meeting lunch birthday
  sessions revenue earning earnings expense profit subscribers traffic active newsletter sales growth
  goal budget tracker ticket tickets returning referrals desktop mobile home smart wireless keyboard
  speaker chair lamp camera watch band case stand dock sleeve headphones vacuum fan light phone
  fashion food gaming quote published draft trash inbox starred important private update high low
  medium completed deleted task tasks event events calendar contact contacts profile about joined
  lives website photos suggestions friends mutual polls first project projects forum reports trial
  switch later cancel welcome thanks thank please hello hi dear regards best weekend guide habits calm
  colour color trends season morning coffee lovely changed`.split(/\s+/),
);

/** Fields holding codes the screens translate or never show (ids of icons, images, roles, statuses…). */
const CODE_KEYS = new Set([
  'icon',
  'iconColor',
  'img',
  'imgUrl',
  'avatar',
  'coverImg',
  'postImg',
  'featuredImage',
  'thumbnail',
  'url',
  'slug',
  'email',
  'companyEmail',
  'password',
  'ability',
  'role',
  'status',
  'currentPlan',
  'invoiceStatus',
  'folder',
  'labels',
  'tags',
  'calendar',
  'category',
  'value',
  'colorOptions',
]);

/** Every string under `value` that is not a code, with where it was found. */
function strings(value: unknown, path = '', out: [string, string][] = []): [string, string][] {
  // A path ('/modelo/img/…') is an address, not text.
  if (typeof value === 'string') {
    if (!/^\/\S*$/.test(value)) out.push([path, value]);
  } else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      if (!CODE_KEYS.has(key)) strings(item, path ? `${path}.${key}` : key, out);
    }
  }
  return out;
}

/** The English words in a text (HTML tags and addresses dropped). */
export function englishWords(text: string): string[] {
  const words = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/g, ' ')
    .toLowerCase()
    .match(/[a-zà-ÿ']+(?:-[a-zà-ÿ']+)*/g);
  return (words ?? []).filter((word) => ENGLISH.has(word));
}

const CONTEXT: DemoContext = { now: () => new Date('2026-03-10T12:00:00Z'), random: () => 0.5 };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DOMAINS: DemoDomain<any>[] = [
  emailDomain,
  chatDomain,
  todoDomain,
  calendarDomain,
  usersDomain,
  invoicesDomain,
  ecommerceDomain,
  pagesDomain,
  cardsDomain,
  jwtDomain,
];

function allSampleStrings(): [string, string][] {
  const out: [string, string][] = [];
  for (const domain of DOMAINS) strings(domain.createState(CONTEXT), domain.name, out);
  const store = seedKnowledgeStore();
  for (const [category, groups] of Object.entries(store.groups)) {
    for (const { slug } of groups.flatMap((g) => g.questions)) {
      strings(knowledgeQuestion(store, category, slug), `knowledge.${category}.${slug}`, out);
    }
  }
  return out;
}

describe('the sample content is pt-BR', () => {
  it('finds English sentences with the word list', () => {
    expect(englishWords('Which cards do you accept?')).toEqual(['which', 'cards', 'you']);
    expect(englishWords('<p>Calm teams write things down.</p>')).toEqual(['calm', 'teams']);
    expect(englishWords('Quais bandeiras de cartão vocês aceitam? Fale com suporte@modelo.demo')).toEqual([]);
  });

  it('has no English word in any string the fake back end generates', () => {
    const all = allSampleStrings();
    expect(all.length).toBeGreaterThan(1000);
    const english = all
      .filter(([, text]) => englishWords(text).length > 0)
      .map(([path, text]) => `${path}: ${text} [${englishWords(text).join(', ')}]`)
      .filter((line, i, lines) => lines.findIndex((l) => l.split(': ')[1] === line.split(': ')[1]) === i);
    expect(english).toEqual([]);
  });
});
