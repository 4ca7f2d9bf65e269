// Catalogs compiled at build time by the `compiledCatalogs` Vite plugin (build-plugins.ts).
declare module '*?compiled' {
  const catalog: import('@app/shared/i18n/catalog').CompiledCatalog;
  export default catalog;
}
