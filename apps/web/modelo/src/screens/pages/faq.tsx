// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function FaqPage() {
  return <DemoPage title="FaqPage">{null}</DemoPage>;
}
