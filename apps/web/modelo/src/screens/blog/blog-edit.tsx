// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function BlogEdit() {
  return <DemoPage title="BlogEdit">{null}</DemoPage>;
}
