// The page header Refine's List/Show/Edit/Create and our pages draw (decision 286): pro-layout's
// elements and class names (the journeys and layout.css find them), one back button named in the
// interface's language before the title, and the header's parts only when given.
import { screen } from '@testing-library/react';
import { Button, Tag } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/render-screen.tsx';
import { PageHeader } from './PageHeader.tsx';

describe('PageHeader', () => {
  it('lays out the breadcrumb, the heading, the content and the footer under their class names', async () => {
    const onBack = vi.fn();
    const { container, user } = await renderScreen(
      <PageHeader
        title={<h4>Alimentos La Sabana</h4>}
        subTitle="NIT 900"
        tags={<Tag>Activo</Tag>}
        extra={<Button>Editar</Button>}
        breadcrumb={<nav aria-label="ruta">Inicio / Clientes</nav>}
        onBack={onBack}
        footer={<span>pie</span>}
        className="mine"
        style={{ padding: 0 }}
      >
        <p>contenido</p>
      </PageHeader>,
    );
    const root = container.querySelector<HTMLElement>('.ant-page-header')!;
    expect([...root.classList]).toEqual(['ant-page-header', 'ant-page-header-has-breadcrumb', 'ant-page-header-has-footer', 'ant-page-header-ghost', 'mine']);
    expect(root.style.padding).toBe('0px');
    expect([...root.children].map((e) => e.tagName === 'NAV' || e.className)).toEqual([
      true,
      'ant-page-header-heading',
      'ant-page-header-content',
      'ant-page-header-footer',
    ]);
    const left = root.querySelector('.ant-page-header-heading-left')!;
    expect([...left.children].map((e) => e.className.split(' ').find((c) => c.startsWith('ant-page-header')))).toEqual([
      'ant-page-header-back',
      'ant-page-header-heading-title',
      'ant-page-header-heading-sub-title',
      'ant-page-header-heading-tags',
    ]);
    expect(root.querySelector('.ant-page-header-heading-sub-title')).toHaveTextContent('NIT 900');
    expect(root.querySelector('.ant-page-header-heading-extra')).toContainElement(screen.getByRole('button', { name: 'Editar' }));
    expect(root.querySelector('.ant-page-header-content')).toHaveTextContent('contenido');
    expect(root.querySelector('.ant-page-header-footer')).toHaveTextContent('pie');

    // One real button, in Spanish, nothing around it that also claims to be one.
    const back = screen.getByRole('button', { name: 'Volver' });
    expect(back.tagName).toBe('BUTTON');
    expect(back.parentElement).toBe(left);
    expect(container.querySelectorAll('[role="button"]')).toHaveLength(0);
    await user.click(back);
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('draws no back button when told so, nor parts it was not given', async () => {
    const { container } = await renderScreen(<PageHeader title="Agenda" onBack={() => {}} backIcon={false} ghost={false} />);
    const root = container.querySelector('.ant-page-header')!;
    expect([...root.classList]).toEqual(['ant-page-header']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(root.querySelector('.ant-page-header-heading-title')).toHaveAttribute('title', 'Agenda');
    for (const part of ['sub-title', 'tags', 'extra']) expect(root.querySelector(`.ant-page-header-heading-${part}`)).toBeNull();
    expect(root.querySelector('.ant-page-header-content, .ant-page-header-footer')).toBeNull();
  });

  it('draws Ant Design’s breadcrumb from its items, and an empty marker when given nothing', async () => {
    const { container } = await renderScreen(
      <>
        <PageHeader title="Informe" breadcrumb={{ items: [{ title: 'Inicio' }, { title: 'Informes' }] }} />
        <PageHeader />
      </>,
    );
    expect(container.querySelector('.ant-page-header-has-breadcrumb .ant-breadcrumb.ant-page-header-breadcrumb')).toHaveTextContent('Inicio/Informes');
    expect(container.querySelectorAll('.ant-page-header-no-children')).toHaveLength(1);
  });
});
