// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function ProductPage() {
  return <DemoPage title="ProductPage">{null}</DemoPage>;
}
