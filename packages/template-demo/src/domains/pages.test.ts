import { describe, expect, it } from 'vitest';
import type { KnowledgeGroup } from '../data/knowledge-base.ts';
import type { FaqCategory } from '../data/pages-faq.ts';
import { domainClient } from './domain-test-client.ts';
import { pagesDomain } from './pages.ts';

const fresh = () => domainClient(pagesDomain);
const get = async (url: string) => {
  const res = await fresh().call('GET', url);
  expect(res.status).toBe(200);
  return res.body as Record<string, unknown>;
};

describe('template account settings and profile', () => {
  it('answers the account settings: general, info, social and notification flags', async () => {
    const body = await get('/account-setting/data');
    expect(body.general).toMatchObject({ username: 'joaosilva', fullName: 'João Silva' });
    expect(body.info).toMatchObject({ bio: '', dob: null, country: 'Brasil' });
    expect(Object.keys((body.social as { socialLinks: object }).socialLinks)).toEqual([
      'twitter',
      'facebook',
      'google',
      'linkedIn',
      'instagram',
      'quora',
    ]);
    expect(body.notification).toEqual({
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: true,
      productUpdates: true,
      blogDigest: false,
    });
  });

  it('answers the profile page with the sizes of TEMPLATE-BACKEND §2', async () => {
    const body = (await get('/profile/data')) as Record<string, unknown[]> & { header: unknown };
    expect(body.header).toMatchObject({ designation: 'Designer de produto' });
    const sizes = ['suggestedPages', 'twitterFeeds', 'post', 'latestPhotos', 'suggestions', 'polls'].map(
      (key) => body[key]?.length,
    );
    expect(sizes).toEqual([6, 3, 3, 9, 6, 2]);
    expect(body).toHaveProperty('userAbout');
  });
});

describe('template FAQ and knowledge base', () => {
  it('lists 5 FAQ categories of 7, 5, 7, 5 and 4 questions (28) when there is no search', async () => {
    const faq = (await get('/faq/data')) as Record<string, FaqCategory>;
    expect(Object.keys(faq)).toEqual([
      'payment',
      'delivery',
      'cancellationReturn',
      'myOrders',
      'productServices',
    ]);
    expect(Object.values(faq).map((c) => c.qandA.length)).toEqual([7, 5, 7, 5, 4]);
    expect(Object.values(faq).every((c) => c.icon && c.title && c.subtitle)).toBe(true);
  });

  it('searches questions case-insensitively and omits categories without a match', async () => {
    const faq = (await get('/faq/data?q=DEVOLUÇÃO')) as Record<string, FaqCategory>;
    expect(Object.keys(faq)).toEqual(['cancellationReturn']);
    expect(faq.cancellationReturn?.qandA).toHaveLength(5);
    expect(Object.keys(await get('/faq/data?q=nota%20fiscal'))).toEqual(['myOrders']);
    const card = (await get(`/faq/data?q=${encodeURIComponent('cartão')}`)) as Record<string, FaqCategory>;
    expect(Object.keys(card)).toEqual(['payment']);
    expect(card.payment?.qandA).toHaveLength(4);
    // "rastreio" is only in an answer: answers are not searched.
    expect(await get('/faq/data?q=rastreio')).toEqual({});
  });

  it('does not change the stored FAQ when searching', async () => {
    const client = fresh();
    await client.call('GET', '/faq/data?q=return');
    expect(Object.keys(client.state.faq)).toHaveLength(5);
    expect(client.state.faq.payment?.qandA).toHaveLength(7);
  });

  it('serves 6 knowledge-base cards, 6 question groups of 5,5,5,5,5,4 and one question with 5 related', async () => {
    expect(await get('/faq/data/knowledge_base')).toHaveLength(6);
    const groups = (await get('/faq/data/category')) as unknown as KnowledgeGroup[];
    expect(groups.map((g) => g.questions.length)).toEqual([5, 5, 5, 5, 5, 4]);
    const question = await get('/faq/data/question?id=99');
    expect(question.relatedQuestions).toHaveLength(5);
    expect(question).toHaveProperty('title');
  });

  it('gives every knowledge-base category its own groups and articles, and opens the article asked for', async () => {
    const cards = (await get('/faq/data/knowledge_base')) as unknown as { category: string }[];
    const titles = new Set<string>();
    for (const { category } of cards) {
      const groups = (await get(`/faq/data/category?category=${category}`)) as unknown as KnowledgeGroup[];
      expect(groups.map((g) => g.questions.length)).toEqual([5, 5, 5, 5, 5, 4]);
      for (const q of groups.flatMap((g) => g.questions)) titles.add(q.question);
    }
    expect(titles.size).toBe(6 * 29);
    const groups = (await get('/faq/data/category?category=email-marketing')) as unknown as KnowledgeGroup[];
    const asked = groups[3]?.questions[1];
    const article = (await get(`/faq/data/question?category=email-marketing&slug=${asked?.slug}`)) as {
      title: string;
      relatedQuestions: { id: number }[];
    };
    expect(article.title).toBe(asked?.question);
    expect(article.relatedQuestions).toHaveLength(5);
    expect(article.relatedQuestions.map((r) => r.id)).not.toContain(asked?.id);
  });
});

describe('template pricing and blog', () => {
  it('prices Basic 0/0/0, Standard 49/40/480 (popular) and Enterprise 99/80/960, 5 benefits each, 3 Q&A', async () => {
    const body = await get('/pricing/data');
    const plans = ['basicPlan', 'standardPlan', 'enterprisePlan'].map(
      (key) =>
        body[key] as { monthlyPrice: number; yearlyPlan: object; popular: boolean; planBenefits: string[] },
    );
    expect(plans.map((p) => [p.monthlyPrice, p.yearlyPlan, p.popular, p.planBenefits.length])).toEqual([
      [0, { perMonth: 0, totalAnnual: 0 }, false, 5],
      [49, { perMonth: 40, totalAnnual: 480 }, true, 5],
      [99, { perMonth: 80, totalAnnual: 960 }, false, 5],
    ]);
    expect(body.qandA).toHaveLength(3);
  });

  it('serves the blog list of 6, the sidebar with 4 recent posts and 5 categories, one detail and the edit record', async () => {
    expect(await get('/blog/list/data')).toHaveLength(6);
    const sidebar = (await get('/blog/list/data/sidebar')) as {
      recentPosts: unknown[];
      categories: { category: string }[];
    };
    expect(sidebar.recentPosts).toHaveLength(4);
    expect(sidebar.categories.map((c) => c.category)).toEqual([
      'Fashion',
      'Food',
      'Gaming',
      'Quote',
      'Video',
    ]);
    const detail = (await get('/blog/list/data/detail')) as { blog: object; comments: unknown[] };
    expect(detail.blog).toHaveProperty('title');
    expect(detail.comments).toHaveLength(1);
    const list = (await get('/blog/list/data')) as unknown as { id: number; comment: number }[];
    for (const post of list) {
      const one = (await get(`/blog/list/data/detail?id=${post.id}`)) as { comments: unknown[] };
      expect(one.comments).toHaveLength(post.comment);
    }
    expect(await get('/blog/list/data/edit')).toMatchObject({ status: 'Published' });
  });
});
