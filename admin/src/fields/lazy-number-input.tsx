// The number box loads on first use, as the date pickers do (lazy-pickers.tsx): a list shows none,
// so the first screen goes without Ant Design's InputNumber (rc-input-number and its decimal
// arithmetic, about 7 KB gzip); a form with a whole number or a duration fetches it (decision 288).
import { Input, type InputNumberProps } from 'antd';
import { lazy, Suspense } from 'react';

const InputNumber = lazy(() => import('antd/es/input-number'));

/**
 * Form.Item injects value, onChange and id here; they reach the box once it has loaded. Meanwhile a
 * disabled stand-in of the same width takes the id and the name, so the field's label still names it.
 */
export function LazyInputNumber(props: InputNumberProps) {
  return (
    <Suspense fallback={<Input disabled id={props.id} aria-label={props['aria-label']} style={props.style} />}>
      <InputNumber {...props} />
    </Suspense>
  );
}
