// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function StatisticsCards() {
  return <DemoPage title="StatisticsCards">{null}</DemoPage>;
}
