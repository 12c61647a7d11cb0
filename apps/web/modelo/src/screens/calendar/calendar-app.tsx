// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function CalendarApp() {
  return <DemoPage title="CalendarApp">{null}</DemoPage>;
}
