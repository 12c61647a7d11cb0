// Template static pages (TEMPLATE-BACKEND.md §10): account settings, profile, FAQ with search,
// knowledge base, pricing and blog. All GET, all 200; the store is never changed.
import { seedBlogDetail, seedBlogEdit, seedBlogList, seedBlogSidebar } from '../data/pages-blog.ts';
import {
  seedFaq,
  seedKnowledgeBase,
  seedKnowledgeCategory,
  seedKnowledgeQuestion,
  type FaqCategory,
} from '../data/pages-faq.ts';
import { seedAccountSettings, seedPricing, seedProfile } from '../data/pages.ts';
import { defineDomain, ok, type DemoRoute } from '../domain.ts';
import { containsCI, queryString } from '../helpers.ts';

export interface PagesState {
  accountSettings: ReturnType<typeof seedAccountSettings>;
  profile: ReturnType<typeof seedProfile>;
  faq: Record<string, FaqCategory>;
  knowledgeBase: ReturnType<typeof seedKnowledgeBase>;
  knowledgeCategory: ReturnType<typeof seedKnowledgeCategory>;
  knowledgeQuestion: ReturnType<typeof seedKnowledgeQuestion>;
  pricing: ReturnType<typeof seedPricing>;
  blogList: ReturnType<typeof seedBlogList>;
  blogSidebar: ReturnType<typeof seedBlogSidebar>;
  blogDetail: ReturnType<typeof seedBlogDetail>;
  blogEdit: ReturnType<typeof seedBlogEdit>;
}

/** A GET answering one piece of the state as it is. */
const serve = (path: string, key: Exclude<keyof PagesState, 'faq'>): DemoRoute<PagesState> => ({
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
    knowledgeCategory: seedKnowledgeCategory(),
    knowledgeQuestion: seedKnowledgeQuestion(),
    pricing: seedPricing(),
    blogList: seedBlogList(),
    blogSidebar: seedBlogSidebar(),
    blogDetail: seedBlogDetail(),
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
    serve('/faq/data/category', 'knowledgeCategory'),
    serve('/faq/data/question', 'knowledgeQuestion'),
    serve('/pricing/data', 'pricing'),
    serve('/blog/list/data', 'blogList'),
    serve('/blog/list/data/sidebar', 'blogSidebar'),
    serve('/blog/list/data/detail', 'blogDetail'),
    serve('/blog/list/data/edit', 'blogEdit'),
  ],
});
