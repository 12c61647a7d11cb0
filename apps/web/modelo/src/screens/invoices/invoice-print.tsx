// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function InvoicePrint() {
  return <DemoPage title="InvoicePrint">{null}</DemoPage>;
}
