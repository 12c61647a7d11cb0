// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function Cart() {
  return <DemoPage title="Cart">{null}</DemoPage>;
}
