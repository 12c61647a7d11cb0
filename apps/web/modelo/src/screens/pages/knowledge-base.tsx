// The knowledge base ('/base-de-conhecimento/*'): categories, a category's questions and one article.
import { Route, Routes } from 'react-router';
import { KnowledgeBaseCategory } from './knowledge-base-category.tsx';
import { KnowledgeBaseHome } from './knowledge-base-home.tsx';
import { KnowledgeBaseQuestion } from './knowledge-base-question.tsx';

export function KnowledgeBase() {
  return (
    <Routes>
      <Route index element={<KnowledgeBaseHome />} />
      <Route path=":category" element={<KnowledgeBaseCategory />} />
      <Route path=":category/:question" element={<KnowledgeBaseQuestion />} />
    </Routes>
  );
}
