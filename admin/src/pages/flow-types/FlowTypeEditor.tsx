// The flow-type editor (create at flows/general, edit at flows/general/:id; alerts/:id and
// new-alert/:id open it at its alerts): the general information, the diagram drawn from a palette
// of the company's activity types with the API's own verdict shown before saving, and the alerts
// of the diagram's activities. One save writes the flow type, its diagram and its alerts.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { HttpError } from '@refinedev/core';
import { Alert, Button, Card, Col, Empty, Flex, Form, Input, InputNumber, List, Row, Select, Space, Switch, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { checkFlowDiagram, type FlowDefinition } from '../../../../api/src/contract/flow-diagram.ts';
import {
  ALERT_DATE_BASES,
  ALERT_SEND_METHODS,
  ALERT_TYPES,
  DAYS_AFTER_DATE,
  FLOW_ALERT_LIMITS,
  countsDays,
  flowAlertErrors,
  type FlowAlert,
} from '../../../../api/src/contract/flow-types.ts';
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';
import { useResourceMeta } from '../../session/session-context.ts';
import { FieldFormItem, fieldInput } from '../generic/field-input.tsx';
import { CustomFieldsFormSection } from '../generic/custom-fields/CustomFieldsFormSection.tsx';
import { toCustomFormValues, toCustomPayload } from '../generic/custom-fields/custom-values.ts';
import { useCustomFields } from '../generic/custom-fields/use-custom-fields.ts';
import { defaultValues, toFormValues, toPayload, type FormValues } from '../generic/form-values.ts';
import { formPath, showFieldErrors } from '../generic/field-errors.ts';
import { recordWords } from '../generic/record-words.ts';
import { RecordFormPage, useRecordForm } from '../generic/RecordFormPage.tsx';
import { FlowDiagram, type ActivityTypeInfo } from './FlowDiagram.tsx';
import { addNode, connect, EMPTY_DIAGRAM, removeEdges, verdictOf } from './diagram-values.ts';
import { useActivityTypes } from './use-activity-types.ts';
import { NamedSearch } from '../generic/NamedSearch.tsx';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The palette: the company's active activity types (the flow's practice first), each added with a click. */
function Palette({
  types,
  practiceId,
  onAdd,
  t,
}: {
  types: ReadonlyMap<string, ActivityTypeInfo>;
  practiceId?: string;
  onAdd: (id: string) => void;
  t: Translate;
}) {
  const [all, setAll] = useState(false);
  const [q, setQ] = useState('');
  const shown = [...types.values()].filter(
    (a) =>
      a.active !== false &&
      (all || !practiceId || a.practiceId === practiceId) &&
      (!q.trim() || `${a.name} ${a.code ?? ''}`.toLowerCase().includes(q.trim().toLowerCase())),
  );
  return (
    <Card size="small" title={t('flowTypes.palette')} styles={{ body: { padding: 8 } }}>
      <NamedSearch
        allowClear
        placeholder={t('flowTypes.searchTypes')}
        aria-label={t('flowTypes.searchTypes')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
        <Switch size="small" checked={all} onChange={setAll} aria-label={t('flowTypes.allPractices')} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('flowTypes.allPractices')}
        </Typography.Text>
      </Flex>
      <List
        size="small"
        style={{ maxHeight: 330, overflowY: 'auto' }}
        dataSource={shown}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('flowTypes.noTypes')} /> }}
        renderItem={(a) => (
          <List.Item
            key={a.id}
            actions={[
              <Button key="add" size="small" icon={<PlusOutlined />} aria-label={`${t('flowTypes.addNode')}: ${a.name}`} onClick={() => onAdd(a.id)} />,
            ]}
          >
            <List.Item.Meta title={a.name} description={a.code} />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** Drawing an edge without dragging (keyboards, phones): from one activity to another. */
function Connector({
  def,
  types,
  onConnect,
  onRemove,
  t,
}: {
  def: FlowDefinition;
  types: ReadonlyMap<string, ActivityTypeInfo>;
  onConnect: (s: string, t: string) => void;
  onRemove: (id: string) => void;
  t: Translate;
}) {
  const [from, setFrom] = useState<string>();
  const [to, setTo] = useState<string>();
  const label = (nodeId: string) => {
    const node = def.nodes.find((n) => n.id === nodeId);
    const type = node && types.get(node.activityTypeId);
    const same = def.nodes.filter((n) => n.activityTypeId === node?.activityTypeId);
    return `${type?.name ?? t('flowTypes.unknownType')}${same.length > 1 ? ` (${same.indexOf(node!) + 1})` : ''}`;
  };
  const options = def.nodes.map((n) => ({ value: n.id, label: label(n.id) }));
  return (
    <>
      <Flex gap={8} wrap align="center" style={{ marginTop: 12 }}>
        <Select
          aria-label={t('flowTypes.connectFrom')}
          placeholder={t('flowTypes.connectFrom')}
          options={options}
          value={from}
          onChange={setFrom}
          style={{ minWidth: 180, flex: 1 }}
          virtual={false}
        />
        <Typography.Text aria-hidden>→</Typography.Text>
        <Select
          aria-label={t('flowTypes.connectTo')}
          placeholder={t('flowTypes.connectTo')}
          options={options}
          value={to}
          onChange={setTo}
          style={{ minWidth: 180, flex: 1 }}
          virtual={false}
        />
        <Button
          disabled={!from || !to || from === to}
          onClick={() => {
            onConnect(from!, to!);
            setFrom(undefined);
            setTo(undefined);
          }}
        >
          {t('flowTypes.connect')}
        </Button>
      </Flex>
      {def.edges.length > 0 && (
        <Flex gap={6} wrap style={{ marginTop: 8 }} aria-label={t('flowTypes.connections')} role="list">
          {def.edges.map((e) => {
            const id = e.id ?? `${e.source}→${e.target}`;
            const text = `${label(e.source)} → ${label(e.target)}`;
            return (
              <Tag
                key={id}
                role="listitem"
                closable
                onClose={(ev) => {
                  ev.preventDefault();
                  onRemove(id);
                }}
                closeIcon={<DeleteOutlined aria-label={`${t('flowTypes.removeEdge')}: ${text}`} />}
              >
                {text}
              </Tag>
            );
          })}
        </Flex>
      )}
    </>
  );
}

/** One alert: the activity is one of the diagram's; days for types 1 and 2; the date type 2 counts from. */
function AlertRow({
  index,
  alert,
  choices,
  onRemove,
  t,
}: {
  index: number;
  alert: FlowAlert | undefined;
  choices: { value: string; label: string }[];
  onRemove: () => void;
  t: Translate;
}) {
  const label = (field: string) => t(`collections.flow-types.alerts.fields.${field}`);
  const required = { required: true, message: t('errors.REQUIRED') };
  const title = alert?.name?.trim() || t('collections.flow-types.alerts.row', { n: index + 1 });
  const enumOptions = (name: string, values: readonly number[]) => values.map((v) => ({ value: v, label: t(`enums.${name}.${v}`) }));
  return (
    <Card
      size="small"
      type="inner"
      style={{ marginBottom: 12 }}
      title={title}
      role="group"
      aria-label={title}
      extra={
        <Button type="text" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={`${t('collections.remove')} ${title}`}>
          {t('collections.remove')}
        </Button>
      }
    >
      <Form.Item name={[index, 'id']} hidden>
        <Input />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name={[index, 'name']}
            label={label('name')}
            rules={[
              { required: true, whitespace: true, message: t('errors.NAME_REQUIRED') },
              { max: FLOW_ALERT_LIMITS.name, message: t('errors.TOO_LONG', { max: FLOW_ALERT_LIMITS.name }) },
            ]}
          >
            <Input maxLength={FLOW_ALERT_LIMITS.name} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[index, 'activityTypeId']} label={label('activityTypeId')} rules={[required]}>
            <Select options={choices} virtual={false} placeholder={t('form.select')} notFoundContent={t('flowTypes.drawFirst')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[index, 'type']} label={label('type')} rules={[required]}>
            <Select options={enumOptions('flowAlertType', ALERT_TYPES)} virtual={false} placeholder={t('form.select')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[index, 'sendMethod']} label={label('sendMethod')} rules={[required]}>
            <Select options={enumOptions('flowAlertSendMethod', ALERT_SEND_METHODS)} virtual={false} placeholder={t('form.select')} />
          </Form.Item>
        </Col>
        {countsDays(alert?.type) && (
          <Col xs={12} md={6}>
            <Form.Item name={[index, 'days']} label={label('days')} rules={[{ required: true, message: t('errors.FLOW_ALERT_DAYS_REQUIRED') }]}>
              <InputNumber min={0} max={FLOW_ALERT_LIMITS.days} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        {alert?.type === DAYS_AFTER_DATE && (
          <Col xs={24} md={12}>
            <Form.Item name={[index, 'dateBasis']} label={label('dateBasis')} rules={[{ required: true, message: t('errors.FLOW_ALERT_DATE_REQUIRED') }]}>
              <Select options={enumOptions('flowAlertDateBasis', ALERT_DATE_BASES)} virtual={false} placeholder={t('form.select')} />
            </Form.Item>
          </Col>
        )}
      </Row>
    </Card>
  );
}

export function FlowTypeEditor({ name, action }: { name: string; action: 'create' | 'edit' }) {
  const meta = useResourceMeta(name);
  const { id } = useParams();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const words = recordWords(t, meta);
  const { types, active, loading: typesLoading } = useActivityTypes();
  const { definitions: custom, loading: customLoading } = useCustomFields(meta);
  const recordForm = useRecordForm({ name, action, id, words });
  const { formProps, query, onFinish, form } = recordForm;
  const record = query?.data?.data;
  const initialValues = useMemo(() => {
    if (action === 'create') return { ...defaultValues(meta), definition: EMPTY_DIAGRAM, alerts: [], customFields: toCustomFormValues(custom, undefined) };
    if (!record) return undefined;
    // The diagram stays an object (the generic json field would show it as text).
    return { ...toFormValues(meta, record), definition: record.definition ?? EMPTY_DIAGRAM, customFields: toCustomFormValues(custom, record) };
  }, [action, meta, record, custom]);

  const definition = (Form.useWatch('definition', form) ?? EMPTY_DIAGRAM) as FlowDefinition;
  const practiceId = Form.useWatch('practiceId', form) as string | undefined;
  const alerts = (Form.useWatch('alerts', form) ?? []) as FlowAlert[];
  const verdict = useMemo(() => verdictOf(definition, typesLoading ? undefined : active), [definition, active, typesLoading]);

  const redraw = (next: FlowDefinition) => {
    form.setFieldValue('definition', next);
    if (form.getFieldError('definition').length) void form.validateFields(['definition']).catch(() => undefined);
  };

  // alerts/:id opens the editor at its alerts; new-alert/:id adds one there.
  const alertsCard = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  const ready = (action === 'create' || !!initialValues) && !customLoading;
  useEffect(() => {
    if (!ready || opened.current || !/\/flows\/(alerts|new-alert)\//.test(pathname)) return;
    opened.current = true;
    if (pathname.includes('/new-alert/')) form.setFieldValue('alerts', [...(form.getFieldValue('alerts') ?? []), { sendMethod: 1 }]);
    setTimeout(() => alertsCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 0);
  }, [ready, pathname, form]);

  const save = async (values: FormValues) => {
    const payload = toPayload(meta, { ...values, definition: undefined }, action);
    payload.definition = form.getFieldValue('definition');
    if (meta.customFields) payload.customFields = toCustomPayload(custom, values, action);
    const refused = flowAlertErrors(payload.alerts as FlowAlert[], payload.definition as FlowDefinition);
    if (refused.length) {
      form.setFields(refused.map((e) => ({ name: formPath(e.field), errors: [t(`errors.${e.code}`)] })));
      return;
    }
    try {
      await onFinish(payload);
    } catch (error) {
      showFieldErrors(form, error as HttpError);
    }
  };

  const item = (field: string, f: FieldMeta = meta.fields[field], span = 12) => (
    <Col key={field} xs={24} md={span}>
      <FieldFormItem name={field} field={f} />
    </Col>
  );
  const unitField: FieldMeta = { ...meta.fields.serviceUnitId, refFilter: { ...meta.fields.serviceUnitId.refFilter, ...(practiceId ? { practiceId } : {}) } };
  const choices = [...new Set(definition.nodes.map((n) => n.activityTypeId))].map((typeId) => ({
    value: typeId,
    label: types.get(typeId)?.name ?? t('flowTypes.unknownType'),
  }));

  const body = ready && (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={initialValues}
      onFinish={save}
      onValuesChange={(changed: Record<string, unknown>) => {
        if ('practiceId' in changed) form.setFieldValue('serviceUnitId', null);
      }}
    >
      <Card size="small" title={t('flowTypes.general')} style={{ marginBottom: 16 }}>
        <Row gutter={12}>
          {item('name')}
          {item('code')}
          {item('practiceId')}
          <Col key={`unit-${practiceId ?? ''}`} xs={24} md={12}>
            <Form.Item name="serviceUnitId" label={t(meta.fields.serviceUnitId.labelKey)}>
              {fieldInput(unitField, (key) => t(key), !practiceId)}
            </Form.Item>
          </Col>
          {item('dynamicFormId')}
          {item('active')}
          {item('description', meta.fields.description, 24)}
        </Row>
        <CustomFieldsFormSection definitions={custom} />
      </Card>

      <Card size="small" title={t('flowTypes.activities')} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t('flowTypes.drawHint')}</Typography.Paragraph>
        <Row gutter={12}>
          <Col xs={24} lg={7} style={{ marginBottom: 12 }}>
            <Palette types={types} practiceId={practiceId} onAdd={(typeId) => redraw(addNode(definition, typeId))} t={t} />
          </Col>
          <Col xs={24} lg={17}>
            <Form.Item
              name="definition"
              rules={[
                {
                  validator: async (_r, value?: FlowDefinition) => {
                    const problems = checkFlowDiagram(value ?? EMPTY_DIAGRAM, typesLoading ? undefined : active);
                    if (problems.length) throw new Error(problems.map((p) => t(`errors.${p.code}`)).join('. '));
                  },
                },
              ]}
              style={{ marginBottom: 0 }}
            >
              <FlowDiagram activityTypes={types} troubled={verdict.troubled} onConnect={(s, tg) => redraw(connect(definition, s, tg))} />
            </Form.Item>
            <Connector
              def={definition}
              types={types}
              onConnect={(s, tg) => redraw(connect(definition, s, tg))}
              onRemove={(edge) => redraw(removeEdges(definition, [edge]))}
              t={t}
            />
            <div style={{ marginTop: 12 }} data-testid="flow-verdict" aria-live="polite">
              {verdict.problems.length ? (
                <Alert
                  type="error"
                  showIcon
                  message={t('flowTypes.cannotSave')}
                  description={
                    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                      {verdict.problems.map((p) => (
                        <li key={p.code}>{t(`errors.${p.code}`)}</li>
                      ))}
                    </ul>
                  }
                />
              ) : (
                <Alert
                  type="success"
                  showIcon
                  message={t('flowTypes.canSave', { count: verdict.order.length })}
                  description={
                    <Space wrap size={4}>
                      {verdict.order.map((typeId, i) => (
                        <Tag key={`${typeId}-${i}`}>{`${i + 1}. ${types.get(typeId)?.name ?? ''}`}</Tag>
                      ))}
                    </Space>
                  }
                />
              )}
            </div>
          </Col>
        </Row>
      </Card>

      <div ref={alertsCard} id="alerts">
        <Card size="small" title={t('collections.flow-types.alerts.title')}>
          <Form.List name="alerts">
            {(rows, { add, remove }) => (
              <>
                {rows.length === 0 && <Typography.Paragraph type="secondary">{t('collections.flow-types.alerts.empty')}</Typography.Paragraph>}
                {rows.map((row, index) => (
                  <AlertRow key={row.key} index={row.name} alert={alerts[index]} choices={choices} onRemove={() => remove(row.name)} t={t} />
                ))}
                <Button type="dashed" icon={<PlusOutlined />} disabled={rows.length >= FLOW_ALERT_LIMITS.alerts} onClick={() => add({ sendMethod: 1 })}>
                  {t('collections.flow-types.alerts.add')}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
      </div>
    </Form>
  );

  return (
    <RecordFormPage name={name} action={action} id={id} words={words} form={recordForm}>
      {body}
    </RecordFormPage>
  );
}
