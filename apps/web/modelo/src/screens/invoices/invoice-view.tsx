// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function InvoiceView() {
  return <DemoPage title="InvoiceView">{null}</DemoPage>;
}
