// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function Shop() {
  return <DemoPage title="Shop">{null}</DemoPage>;
}
