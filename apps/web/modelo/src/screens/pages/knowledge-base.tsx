// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function KnowledgeBase() {
  return <DemoPage title="KnowledgeBase">{null}</DemoPage>;
}
