// Template static pages (TEMPLATE-BACKEND.md §10): account settings, profile, FAQ with search,
// knowledge base, pricing and blog. All GET, all 200; the store is never changed.
import {
  seedBlogDetails,
  seedBlogEdit,
  seedBlogList,
  seedBlogSidebar,
  type BlogDetail,
} from '../data/pages-blog.ts';
import { seedFaq, type FaqCategory } from '../data/pages-faq.ts';
import {
  DEFAULT_CATEGORY,
  knowledgeQuestion,
  seedKnowledgeBase,
  seedKnowledgeStore,
  type KnowledgeStore,
} from '../data/knowledge-base.ts';
import { seedAccountSettings, seedPricing, seedProfile } from '../data/pages.ts';
import { defineDomain, ok, type DemoRoute } from '../domain.ts';
import { containsCI, queryNumber, queryString } from '../helpers.ts';

export interface PagesState {
  accountSettings: ReturnType<typeof seedAccountSettings>;
  profile: ReturnType<typeof seedProfile>;
  faq: Record<string, FaqCategory>;
  knowledgeBase: ReturnType<typeof seedKnowledgeBase>;
  knowledge: KnowledgeStore;
  pricing: ReturnType<typeof seedPricing>;
  blogList: ReturnType<typeof seedBlogList>;
  blogSidebar: ReturnType<typeof seedBlogSidebar>;
  blogDetails: Record<number, BlogDetail>;
  blogEdit: ReturnType<typeof seedBlogEdit>;
}

/** A GET answering one piece of the state as it is. */
const serve = (
  path: string,
  key: Exclude<keyof PagesState, 'faq' | 'knowledge' | 'blogDetails'>,
): DemoRoute<PagesState> => ({
  method: 'GET',
  path,
  handler: (_req, state) => ok(state[key]),
});

/** Categories keeping only the questions containing q; a category left with none is omitted. */
function searchFaq(faq: Record<string, FaqCategory>, q: string): Record<string, FaqCategory> {
  const out: Record<string, FaqCategory> = {};
  for (const [key, category] of Object.entries(faq)) {
    const qandA = category.qandA.filter((entry) => containsCI(entry.question, q));
    if (qandA.length > 0) out[key] = { ...category, qandA };
  }
  return out;
}

export const pagesDomain = defineDomain<PagesState>({
  name: 'pages',
  createState: () => ({
    accountSettings: seedAccountSettings(),
    profile: seedProfile(),
    faq: seedFaq(),
    knowledgeBase: seedKnowledgeBase(),
    knowledge: seedKnowledgeStore(),
    pricing: seedPricing(),
    blogList: seedBlogList(),
    blogSidebar: seedBlogSidebar(),
    blogDetails: seedBlogDetails(),
    blogEdit: seedBlogEdit(),
  }),
  routes: [
    serve('/account-setting/data', 'accountSettings'),
    serve('/profile/data', 'profile'),
    {
      method: 'GET',
      path: '/faq/data',
      handler: (req, state) => ok(searchFaq(state.faq, queryString(req, 'q'))),
    },
    serve('/faq/data/knowledge_base', 'knowledgeBase'),
    {
      // Param `category` (a card's slug; missing or unknown → the first card's): that category's own groups.
      method: 'GET',
      path: '/faq/data/category',
      handler: (req, state) =>
        ok(state.knowledge.groups[queryString(req, 'category')] ?? state.knowledge.groups[DEFAULT_CATEGORY]),
    },
    {
      // Params `category` and `slug` (an article's): the article, with 5 related questions of its category.
      method: 'GET',
      path: '/faq/data/question',
      handler: (req, state) =>
        ok(knowledgeQuestion(state.knowledge, queryString(req, 'category'), queryString(req, 'slug'))),
    },
    serve('/pricing/data', 'pricing'),
    serve('/blog/list/data', 'blogList'),
    serve('/blog/list/data/sidebar', 'blogSidebar'),
    {
      // Param `id` (a post's; missing or unknown → the first post): the post with its comments.
      method: 'GET',
      path: '/blog/list/data/detail',
      handler: (req, state) => ok(state.blogDetails[queryNumber(req, 'id', 1)] ?? state.blogDetails[1]),
    },
    serve('/blog/list/data/edit', 'blogEdit'),
  ],
});
