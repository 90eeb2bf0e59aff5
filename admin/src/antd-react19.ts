// antd 5 renders a few things outside the React tree (button wave, static dialogs) with the
// ReactDOM.render that React 19 removed; it is given createRoot instead
// (https://u.ant.design/v5-for-19, without the extra patch package).
import { unstableSetRender } from 'antd';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0)); // let antd finish its leave animation
    root.unmount();
    roots.delete(container);
  };
});
