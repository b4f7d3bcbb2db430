// esbuild bundles the CSS that src/studio.ts imports into studio.css.
declare module "*.css";
