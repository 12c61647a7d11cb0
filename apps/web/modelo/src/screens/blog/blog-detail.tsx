// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function BlogDetail() {
  return <DemoPage title="BlogDetail">{null}</DemoPage>;
}
