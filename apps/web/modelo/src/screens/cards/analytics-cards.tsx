// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function AnalyticsCards() {
  return <DemoPage title="AnalyticsCards">{null}</DemoPage>;
}
