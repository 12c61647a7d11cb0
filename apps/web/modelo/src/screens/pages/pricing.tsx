// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function PricingPage() {
  return <DemoPage title="PricingPage">{null}</DemoPage>;
}
