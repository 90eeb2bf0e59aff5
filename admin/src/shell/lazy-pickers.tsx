// Date pickers load with the control that shows one: antd's picker (rc-picker and its panels, about
// 30 KB of gzip JavaScript) stays off the first screen of a list without date filters. The forms
// load it with their own code (GenericForm is a page of its own).
import { lazy, Suspense, type ComponentProps } from 'react';
import type { DatePicker } from 'antd';

type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

const LazyRangePicker = lazy(() => import('antd/es/date-picker').then((m) => ({ default: m.default.RangePicker })));

/** antd's DatePicker.RangePicker, fetched the first time one is shown; a blank of its width meanwhile. */
export function RangePicker(props: RangePickerProps) {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: 256 }} />}>
      <LazyRangePicker {...props} />
    </Suspense>
  );
}
