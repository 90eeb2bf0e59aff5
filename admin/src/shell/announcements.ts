// Where Ant Design's short messages ("Copiado", "Sesión cerrada") are drawn: a polite live region
// that is on the page before the first of them, so a screen reader reads each as it appears
// (WCAG 4.1.3). A region made together with its first message is not announced. Refine's
// notifications need none: Ant Design gives each one role="alert".
let region: HTMLElement | undefined;

export function announcements(): HTMLElement {
  if (!region) {
    region = document.createElement('div');
    region.setAttribute('aria-live', 'polite');
    region.dataset.testid = 'announcements';
    document.body.append(region);
  }
  return region;
}
