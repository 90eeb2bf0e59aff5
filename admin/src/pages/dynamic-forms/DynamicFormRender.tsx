// A dynamic form as its users will fill it: one Ant Design input per field definition, laid out by
// its columns, each checked as the user types by the same pure rule the API applies to answers
// (checkDynamicFormAnswers), so the messages here are the ones a save would give. Used live beside
// the designer; issue 13's workflow pages can render answers with it too.
import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { parseOptions } from '../../../../api/src/contract/custom-fields.ts';
import { DYNAMIC_FORM_LIMITS, checkDynamicFormAnswers, type DynamicFormField } from '../../../../api/src/contract/dynamic-forms.ts';

/** A form value as the answer on the wire: dates as their text, everything else as given. */
export function toAnswer(field: DynamicFormField, value: unknown): unknown {
  if (!dayjs.isDayjs(value)) return value;
  switch (field.dateType) {
    case 'datetime':
      return value.toISOString();
    case 'month':
      return value.format('YYYY-MM');
    case 'year':
      return value.format('YYYY');
    default:
      return value.format('YYYY-MM-DD');
  }
}

/** Width of a field in the 24-column grid: a quarter per column; a radio group takes the whole row. */
export const spanOf = (field: DynamicFormField) => (field.kind === 'radioGroup' ? 24 : 6 * (field.columns ?? DYNAMIC_FORM_LIMITS.columns));

function input(field: DynamicFormField) {
  const placeholder = field.placeholder ?? undefined;
  const options = parseOptions(field.options).map((o) => ({ value: o, label: o }));
  switch (field.kind) {
    case 'checkbox':
      return <Checkbox>{field.title}</Checkbox>;
    case 'switch':
      return <Switch aria-label={field.title} />;
    case 'number':
      return <InputNumber stringMode style={{ width: '100%' }} placeholder={placeholder} />;
    case 'date':
      return (
        <DatePicker
          style={{ width: '100%' }}
          placeholder={placeholder}
          picker={field.dateType === 'month' || field.dateType === 'year' ? field.dateType : 'date'}
          showTime={field.dateType === 'datetime'}
        />
      );
    case 'radioGroup':
      return <Radio.Group style={{ display: 'grid', gridTemplateColumns: `repeat(${field.columns ?? 1}, minmax(0, 1fr))`, gap: 8 }} options={options} />;
    case 'select':
      return (
        <Select
          virtual={false}
          allowClear
          placeholder={placeholder}
          options={options}
          mode={field.multiple ? 'multiple' : undefined}
          maxCount={field.multiple && field.maxSelections ? field.maxSelections : undefined}
        />
      );
    case 'textarea':
      return <Input.TextArea rows={field.height ?? 3} placeholder={placeholder} showCount={!!field.maxLength} maxLength={field.maxLength ?? undefined} />;
    case 'textbox':
      return <Input placeholder={placeholder ?? field.mask ?? undefined} autoComplete="off" />;
  }
}

interface Props {
  fields: readonly DynamicFormField[];
  /** Prefix of the inputs' names, so two renders on one page stay apart. */
  name?: string;
  /** Answers keyed by the fields' ids (a workflow's); by position and kind while designing. */
  byId?: boolean;
}

export function DynamicFormRender({ fields, name = 'answers', byId = false }: Props) {
  const { t } = useTranslation();
  const message = (code: string, params?: Record<string, string | number>, own?: string) => own ?? t(`errors.${code}`, params);
  return (
    <Row gutter={16}>
      {fields.map((field, index) => {
        // The kind in the name: a field turned from text into a date starts empty, not with text in a date picker.
        const key = byId && field.id ? String(field.id) : `${index}-${field.kind}${field.multiple ? '-m' : ''}`;
        // One rule for all: required (with the designer's message; a required checkbox must be
        // ticked), lengths, mask, options and limit, as the API will judge the answer.
        const rule = {
          validator: async (_rule: unknown, value: unknown) => {
            const { errors } = checkDynamicFormAnswers([{ ...field, id: key }], { [key]: toAnswer(field, value) });
            if (errors.length) throw new Error(message(errors[0].code, errors[0].params, errors[0].message));
          },
        };
        const boolean = field.kind === 'checkbox' || field.kind === 'switch';
        return (
          <Col key={key} xs={24} md={spanOf(field)}>
            <Form.Item
              name={[name, key]}
              label={field.kind === 'checkbox' ? undefined : field.title}
              required={!!field.required}
              rules={[rule]}
              valuePropName={boolean ? 'checked' : 'value'}
              data-testid={`dynamic-field-${index}`}
            >
              {input(field)}
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
