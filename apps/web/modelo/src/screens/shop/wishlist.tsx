// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function Wishlist() {
  return <DemoPage title="Wishlist">{null}</DemoPage>;
}
