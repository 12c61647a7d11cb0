// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function BlogList() {
  return <DemoPage title="BlogList">{null}</DemoPage>;
}
