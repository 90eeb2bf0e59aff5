// /register: the first sign-in of someone without an organisation. Step 1 is the person (name and
// last name, letters only; the verified email read-only); step 2 the company, which "Omitir" skips,
// with an optional logo. The API creates everything in one transaction and answers with the new
// session; the logo is sent then, as the new company's administrator.
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Result, Select, Space, Spin, Steps, Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATTERNS } from '../../../../api/src/contract/patterns.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import type { AppHttpError } from '../../providers/http-error.ts';
import { fetchCountries, fetchRegistration, postLogo, postRegistration } from '../../session/api-client.ts';
import type { Country, RegistrationPrefill } from '../../session/types.ts';
import { AuthCard } from './AuthCard.tsx';
import { checkLogoFile, imageSize, isRecommendedLogoSize } from './logo-file.ts';

const REGISTER_PATH = '/register';

const STEP_1 = ['name', 'lastName'] as const;
const STEP_2 = ['companyName', 'country', 'city', 'address', 'phone', 'timeZone', 'language'] as const;
type Values = Record<(typeof STEP_1)[number] | (typeof STEP_2)[number] | 'email', string | undefined>;

/** The logo picked in step 2, already checked; `warning` when it is not the suggested 171x51. */
interface PickedLogo {
  file: File;
  contentType: string;
  warning?: string;
}

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['America/Bogota'];
  }
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [prefill, setPrefill] = useState<RegistrationPrefill | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [countries, setCountries] = useState<Country[]>([]);
  const [sending, setSending] = useState(false);
  const [logo, setLogo] = useState<PickedLogo | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);

  useEffect(() => {
    if (pathname !== REGISTER_PATH) void navigate(REGISTER_PATH, { replace: true });
  }, [pathname, navigate]);

  useEffect(() => {
    fetchRegistration().then(setPrefill, (e: { message?: string }) => setLoadError(e.message ?? ''));
    fetchCountries().then(setCountries, () => setCountries([]));
  }, []);

  const letters = { pattern: PATTERNS.personName, message: t('register.lettersOnly') };

  const pickLogo = async (file: File) => {
    const check = checkLogoFile(file);
    const size = check.ok ? await imageSize(file) : null;
    if (!check.ok || !size) {
      setLogo(null);
      setLogoError(t(`errors.${check.ok ? 'LOGO_TYPE_NOT_ALLOWED' : check.code}`)); // !size: the browser cannot read it as an image
      return;
    }
    setLogoError(null);
    const warning = isRecommendedLogoSize(size.width, size.height) ? undefined : t('register.logoSizeWarning', size);
    setLogo({ file, contentType: check.contentType, warning });
  };

  /** Sends the logo of a registered company; a failure is told but registration stands. */
  const sendLogo = async (picked: PickedLogo) => {
    try {
      await postLogo(picked.file, picked.contentType);
      return true;
    } catch (e) {
      await new Promise<void>((resolve) => {
        modal.warning({ title: t('register.logoFailed'), content: (e as { message?: string }).message, onOk: () => resolve() });
      });
      return false;
    }
  };

  const next = async () => {
    await form.validateFields([...STEP_1]);
    setStep(1);
  };

  const submit = async (withCompany: boolean) => {
    try {
      await form.validateFields(withCompany ? [...STEP_1, ...STEP_2] : [...STEP_1]);
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as Values;
    const payload: Record<string, string> = {};
    for (const key of withCompany ? [...STEP_1, ...STEP_2] : STEP_1) {
      const value = values[key]?.trim();
      if (value) payload[key] = value;
    }
    setSending(true);
    try {
      await postRegistration(payload);
      if (withCompany && logo) await sendLogo(logo);
      window.location.assign('/'); // a fresh start with the new organisation
    } catch (e) {
      setSending(false);
      const error = e as AppHttpError;
      const fields = Object.entries(error.errors ?? {}).map(([name, errors]) => ({ name: name as keyof Values, errors: errors as string[] }));
      if (fields.length) {
        form.setFields(fields);
        if (fields.some((f) => (STEP_1 as readonly string[]).includes(f.name))) setStep(0);
      } else {
        void message.error(error.message);
      }
    }
  };

  if (loadError !== null) return <Result status="warning" title={t('register.title')} subTitle={loadError} />;
  if (!prefill)
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spin size="large" />
      </div>
    );

  return (
    <AuthCard title={t('register.title')} width={560}>
      <Steps current={step} size="small" style={{ marginBottom: 24 }} items={[{ title: t('register.step1') }, { title: t('register.step2') }]} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          email: prefill.email,
          name: prefill.name ?? '',
          lastName: prefill.lastName ?? '',
          country: prefill.defaults.country,
          timeZone: prefill.defaults.timeZone,
          language: prefill.defaults.language,
        }}
      >
        <div style={{ display: step === 0 ? 'block' : 'none' }}>
          <Form.Item name="name" label={t('register.name')} rules={[{ required: true, whitespace: true, message: t('register.nameRequired') }, letters]}>
            <Input maxLength={100} autoComplete="given-name" />
          </Form.Item>
          <Form.Item
            name="lastName"
            label={t('register.lastName')}
            rules={[{ required: true, whitespace: true, message: t('register.lastNameRequired') }, letters]}
          >
            <Input maxLength={100} autoComplete="family-name" />
          </Form.Item>
          <Form.Item name="email" label={t('register.email')}>
            <Input readOnly disabled />
          </Form.Item>
          <Button
            type="primary"
            block
            onClick={() => {
              void next().catch(() => undefined);
            }}
          >
            {t('register.next')}
          </Button>
        </div>
        <div style={{ display: step === 1 ? 'block' : 'none' }}>
          <Form.Item
            name="companyName"
            label={t('register.companyName')}
            rules={[{ required: true, whitespace: true, message: t('register.companyNameRequired') }]}
          >
            <Input maxLength={200} autoComplete="organization" />
          </Form.Item>
          <Form.Item name="country" label={t('register.country')}>
            <Select showSearch optionFilterProp="label" options={countries.map((c) => ({ value: c.code, label: c.name }))} />
          </Form.Item>
          <Form.Item name="city" label={t('register.city')}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="address" label={t('register.address')}>
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item name="phone" label={t('register.phone')} rules={[{ pattern: PATTERNS.digits, message: t('register.digitsOnly') }]}>
            <Input maxLength={20} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="timeZone" label={t('register.timeZone')}>
            <Select showSearch options={zones} />
          </Form.Item>
          <Form.Item name="language" label={t('register.language')}>
            <Select options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
          </Form.Item>
          <Form.Item
            label={t('register.logo')}
            extra={t('register.logoHint')}
            validateStatus={logoError ? 'error' : logo?.warning ? 'warning' : undefined}
            help={logoError ?? logo?.warning}
          >
            <Upload
              accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
              maxCount={1}
              fileList={logo ? [{ uid: 'logo', name: logo.file.name, status: 'done' }] : []}
              beforeUpload={(file) => {
                void pickLogo(file);
                return false;
              }} // sent after registering, not now
              onRemove={() => {
                setLogo(null);
                setLogoError(null);
              }}
            >
              <Button icon={<UploadOutlined />}>{t('register.logoSelect')}</Button>
            </Upload>
          </Form.Item>
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Button onClick={() => setStep(0)} disabled={sending}>
              {t('register.back')}
            </Button>
            <Space>
              <Button
                onClick={() => {
                  void submit(false);
                }}
                disabled={sending}
              >
                {t('register.skip')}
              </Button>
              <Button
                type="primary"
                loading={sending}
                onClick={() => {
                  void submit(true);
                }}
              >
                {t('register.submit')}
              </Button>
            </Space>
          </Space>
        </div>
      </Form>
    </AuthCard>
  );
}
