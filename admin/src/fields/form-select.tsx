// Ant Design's Select as a form's field. Form.Item marks a required field's input with
// aria-required; rc-select puts what it is given on its outer box as well as on its combobox, and
// ARIA allows aria-required on neither a plain box (axe's aria-allowed-attr, critical). So the mark
// goes on the combobox alone, where a screen reader reads it. Form.Item's aria-invalid and
// aria-describedby (the field's error) reach the combobox through rc-select as given.
import { Select, type RefSelectProps, type SelectProps } from 'antd';
import { useEffect, useRef } from 'react';

type Props<V> = SelectProps<V> & { 'aria-required'?: boolean | 'true' | 'false' };

export function FormSelect<V = unknown>({ 'aria-required': required, ...props }: Props<V>) {
  const ref = useRef<RefSelectProps>(null);
  const marked = required === true || required === 'true';
  useEffect(() => {
    const combobox = ref.current?.nativeElement?.querySelector('[role="combobox"]');
    if (marked) combobox?.setAttribute('aria-required', 'true');
    else combobox?.removeAttribute('aria-required');
  });
  return <Select<V> ref={ref} {...props} />;
}
