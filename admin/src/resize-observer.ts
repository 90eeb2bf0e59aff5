// Ant Design's parts import resize-observer-polyfill, which hands back the browser's own
// ResizeObserver whenever there is one. Every browser the build targets has it (Vite's baseline:
// Chrome and Edge 111, Firefox 114, Safari 16.4), so the build points that package here
// (vite.config.ts) and the polyfill's code stays out of the first screen (decision 288).
export default globalThis.ResizeObserver;
