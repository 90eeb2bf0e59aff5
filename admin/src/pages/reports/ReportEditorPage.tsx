// A report's builder (reports/new, reports/:id/edit): what it reads (activities, time registered,
// workflows or cases), its columns, filters, grouping, measure, dates and chart, all offered from the
// API's whitelist (contract/reports.ts, the same checks the API refuses with); a preview runs the
// definition unsaved; saving opens the report.
import { DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { PageHeader } from '@refinedev/antd';
import { useNotification } from '@refinedev/core';
import { Alert, Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Spin, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  REPORT_CHARTS,
  REPORT_COLUMNS,
  REPORT_DATE_FIELDS,
  REPORT_ENTITIES,
  REPORT_MAX_COLUMNS,
  REPORT_MAX_FILTERS,
  REPORT_PERIODS,
  measuresFor,
  operatorsFor,
  type ReportDefinition,
  type ReportEntity,
  type ReportFilter,
} from '../../../../api/src/contract/reports.ts';
import type { AppHttpError } from '../../providers/http-error.ts';
import { REPORTS } from '../../resources/product-pages.ts';
import { AppBreadcrumb } from '../../shell/AppBreadcrumb.tsx';
import type { ReportResult, SavedReport } from './report-api.ts';
import { useApiRead } from '../../providers/use-api-read.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { ReportResultView, measureLabel } from './ReportResultView.tsx';

interface FilterValues {
  field?: string;
  operator?: ReportFilter['operator'];
  value?: string | number | boolean | Dayjs;
}
interface Values {
  name: string;
  description?: string;
  shared: boolean;
  definition: Omit<ReportDefinition, 'filters' | 'dateFrom' | 'dateTo'> & { filters: FilterValues[] };
  range?: [Dayjs | null, Dayjs | null];
}

const defaultsFor = (entity: ReportEntity): Values['definition'] => ({
  entity,
  columns: Object.keys(REPORT_COLUMNS[entity]).slice(0, 5),
  filters: [],
  groupBy: null,
  measure: 'count',
  dateField: REPORT_DATE_FIELDS[entity][0],
  period: 'thisMonth',
  chart: 'column',
});

/** The form's values as the API's definition (dates as YYYY-MM-DD). */
function definitionOf(v: Values): ReportDefinition {
  const d = v.definition;
  return {
    ...d,
    groupBy: d.groupBy ?? null,
    filters: (d.filters ?? []).map((f) => ({
      field: f.field ?? '',
      operator: f.operator ?? 'eq',
      value: dayjs.isDayjs(f.value) ? f.value.format('YYYY-MM-DD') : ((f.value ?? '') as string | number | boolean),
    })),
    dateFrom: d.period === 'custom' ? (v.range?.[0]?.format('YYYY-MM-DD') ?? null) : null,
    dateTo: d.period === 'custom' ? (v.range?.[1]?.format('YYYY-MM-DD') ?? null) : null,
  };
}

/** A stored definition as the form's values. */
function valuesOf(name: string, description: string | null, shared: boolean, d: ReportDefinition): Values {
  return {
    name,
    description: description ?? undefined,
    shared,
    definition: {
      ...d,
      filters: d.filters.map((f) => ({ ...f, value: REPORT_COLUMNS[d.entity][f.field]?.type === 'date' ? dayjs(String(f.value)) : f.value })),
    },
    range: d.period === 'custom' ? [d.dateFrom ? dayjs(d.dateFrom) : null, d.dateTo ? dayjs(d.dateTo) : null] : undefined,
  };
}

export default function ReportEditorPage() {
  const { id } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const { open } = useNotification();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  // The report being edited, read through the data provider; a new one starts from the defaults.
  const editing = useApiRead<SavedReport>(`/reports/${id}`, { enabled: !!id, onError: (error) => open?.({ type: 'error', message: error.message }) });
  const loading = !!id && !editing.data && !editing.error;
  const saving = useApiCommand();
  const [preview, setPreview] = useState<{ definition: ReportDefinition; result: ReportResult } | { error: AppHttpError } | null>(null);
  const previewing = useApiCommand();
  const entity = (Form.useWatch(['definition', 'entity'], form) ?? 'activities') as ReportEntity;
  const period = Form.useWatch(['definition', 'period'], form);
  const filters = (Form.useWatch(['definition', 'filters'], form) ?? []) as FilterValues[];

  const saved = editing.data;
  useEffect(() => {
    if (!id) form.setFieldsValue({ name: '', shared: false, definition: defaultsFor('activities') });
    else if (saved) form.setFieldsValue(valuesOf(saved.name, saved.description, saved.shared, saved.definition));
  }, [id, saved, form]);

  const columns = REPORT_COLUMNS[entity];
  const required = t('errors.REQUIRED');
  const columnOptions = useMemo(() => Object.keys(columns).map((k) => ({ value: k, label: t(`reports.columns.${k}`) })), [columns, t]);

  /** The API's field errors under their fields (definition.filters[0].value → ['definition', 'filters', 0, 'value']). */
  const showFieldErrors = (error: AppHttpError) => {
    const errors = Object.entries(error.errors ?? {}).map(([path, messages]) => ({
      name: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as (string | number)[],
      errors: (Array.isArray(messages) ? messages : [String(messages)]) as string[],
    }));
    type Fields = Parameters<typeof form.setFields>[0];
    const inRange = errors.filter((e) => e.name[1] === 'dateFrom' || e.name[1] === 'dateTo').flatMap((e) => e.errors);
    form.setFields([
      ...errors.filter((e) => e.name[1] !== 'dateFrom' && e.name[1] !== 'dateTo'),
      ...(inRange.length ? [{ name: 'range', errors: inRange }] : []),
    ] as Fields);
  };

  const runPreview = async () => {
    const values = await form.validateFields();
    const definition = definitionOf(values);
    const result = await previewing.send<ReportResult>(
      '/reports/preview',
      { definition },
      {
        onFailure: (error) => {
          if (error.errors) showFieldErrors(error);
          setPreview({ error });
        },
      },
    );
    if (result) setPreview({ definition, result });
  };

  const save = async (values: Values) => {
    const input = { name: values.name, description: values.description ?? null, shared: values.shared ?? false, definition: definitionOf(values) };
    const stored = await saving.send<SavedReport>(id ? `/reports/${id}` : '/reports', input, {
      method: id ? 'patch' : 'post',
      onFailure: (error) => {
        if (error.errors) showFieldErrors(error);
        open?.({ type: 'error', message: error.message });
      },
    });
    if (!stored) return;
    open?.({ type: 'success', message: t('reports.saved') });
    navigate(`${REPORTS.path}/${stored.id}`);
  };

  const valueInput = (field?: string) => {
    const column = field ? columns[field] : undefined;
    const label = t('reports.fields.value');
    if (column?.type === 'enum')
      return <Select aria-label={label} options={(column.options ?? []).map((o) => ({ value: o, label: t(`enums.${column.enumName}.${o}`) }))} />;
    if (column?.type === 'boolean')
      return (
        <Select
          aria-label={label}
          options={[
            { value: true, label: t('values.yes') },
            { value: false, label: t('values.no') },
          ]}
        />
      );
    if (column?.type === 'date') return <DatePicker aria-label={label} style={{ width: '100%' }} />;
    if (column?.type === 'hours' || column?.type === 'number') return <InputNumber aria-label={label} style={{ width: '100%' }} />;
    return <Input aria-label={label} maxLength={200} />;
  };

  return (
    <PageHeader
      title={t(id ? 'reports.edit' : 'reports.new')}
      breadcrumb={<AppBreadcrumb />}
      onBack={() => navigate(id ? `${REPORTS.path}/${id}` : REPORTS.path)}
    >
      <Spin spinning={loading}>
        <Form<Values> form={form} layout="vertical" onFinish={(v) => void save(v)} requiredMark>
          <Card>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="name" label={t('reports.fields.name')} rules={[{ required: true, whitespace: true, message: required }]}>
                  <Input maxLength={150} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name={['definition', 'entity']} label={t('reports.fields.entity')} rules={[{ required: true, message: required }]}>
                  <Select
                    options={REPORT_ENTITIES.map((e) => ({ value: e, label: t(`reports.entities.${e}`) }))}
                    onChange={(next: ReportEntity) => form.setFieldsValue({ definition: defaultsFor(next) })}
                  />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="description" label={t('reports.fields.description')}>
                  <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item
                  name={['definition', 'columns']}
                  label={t('reports.fields.columns')}
                  rules={[{ required: true, type: 'array', min: 1, message: t('errors.REPORT_COLUMNS_REQUIRED') }]}
                >
                  <Select mode="multiple" maxCount={REPORT_MAX_COLUMNS} options={columnOptions} optionFilterProp="label" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={['definition', 'dateField']} label={t('reports.fields.dateField')} rules={[{ required: true, message: required }]}>
                  <Select options={REPORT_DATE_FIELDS[entity].map((k) => ({ value: k, label: t(`reports.columns.${k}`) }))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={['definition', 'period']} label={t('reports.fields.period')} rules={[{ required: true, message: required }]}>
                  <Select options={REPORT_PERIODS.map((p) => ({ value: p, label: t(`reports.periods.${p}`) }))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                {period === 'custom' && (
                  <Form.Item name="range" label={t('reports.fields.dates')} rules={[{ required: true, message: required }]}>
                    <DatePicker.RangePicker style={{ width: '100%' }} />
                  </Form.Item>
                )}
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={['definition', 'groupBy']} label={t('reports.fields.groupBy')}>
                  <Select
                    allowClear
                    placeholder={t('reports.fields.noGroup')}
                    options={Object.entries(columns)
                      .filter(([, c]) => c.groupable)
                      .map(([k]) => ({ value: k, label: t(`reports.columns.${k}`) }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={['definition', 'measure']} label={t('reports.fields.measure')} rules={[{ required: true, message: required }]}>
                  <Select options={measuresFor(entity).map((m) => ({ value: m, label: measureLabel(t, m) }))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={['definition', 'chart']} label={t('reports.fields.chart')} rules={[{ required: true, message: required }]}>
                  <Select options={REPORT_CHARTS.map((c) => ({ value: c, label: t(`reports.charts.${c}`) }))} />
                </Form.Item>
              </Col>
            </Row>
            <Form.List name={['definition', 'filters']}>
              {(fields, { add, remove }) => (
                <Form.Item label={t('reports.fields.filters')}>
                  {fields.map((f) => {
                    const chosen = filters[f.name]?.field;
                    return (
                      <Row key={f.key} gutter={8} align="top" wrap>
                        <Col xs={24} md={8}>
                          <Form.Item name={[f.name, 'field']} rules={[{ required: true, message: required }]}>
                            <Select
                              aria-label={t('reports.fields.filterField')}
                              placeholder={t('reports.fields.filterField')}
                              options={columnOptions}
                              onChange={() => form.setFieldValue(['definition', 'filters', f.name, 'value'], undefined)}
                            />
                          </Form.Item>
                        </Col>
                        <Col xs={10} md={6}>
                          <Form.Item name={[f.name, 'operator']} rules={[{ required: true, message: required }]}>
                            <Select
                              aria-label={t('reports.fields.operator')}
                              placeholder={t('reports.fields.operator')}
                              options={(chosen ? operatorsFor(columns[chosen].type) : []).map((o) => ({ value: o, label: t(`reports.operators.${o}`) }))}
                            />
                          </Form.Item>
                        </Col>
                        <Col xs={11} md={8}>
                          <Form.Item name={[f.name, 'value']} rules={[{ required: true, message: required }]}>
                            {valueInput(chosen)}
                          </Form.Item>
                        </Col>
                        <Col xs={3} md={2}>
                          <Button icon={<DeleteOutlined />} aria-label={t('reports.fields.removeFilter')} onClick={() => remove(f.name)} />
                        </Col>
                      </Row>
                    );
                  })}
                  <Button icon={<PlusOutlined />} disabled={fields.length >= REPORT_MAX_FILTERS} onClick={() => add({ operator: 'eq' })}>
                    {t('reports.fields.addFilter')}
                  </Button>
                </Form.Item>
              )}
            </Form.List>
            <Form.Item name="shared" label={t('reports.fields.shared')} valuePropName="checked" extra={t('reports.sharedHelp')}>
              <Switch />
            </Form.Item>
            <Space wrap>
              <Button icon={<EyeOutlined />} loading={previewing.busy} onClick={() => void runPreview()}>
                {t('reports.preview')}
              </Button>
              <Button type="primary" htmlType="submit" loading={saving.busy}>
                {t('reports.save')}
              </Button>
            </Space>
          </Card>
        </Form>
        {preview && (
          <Card style={{ marginTop: 16 }} title={t('reports.preview')}>
            {'error' in preview ? (
              <Alert type={preview.error.code === 'REPORT_NO_DATA' ? 'info' : 'error'} showIcon message={preview.error.message} />
            ) : (
              <ReportResultView definition={preview.definition} result={preview.result} />
            )}
          </Card>
        )}
      </Spin>
    </PageHeader>
  );
}
