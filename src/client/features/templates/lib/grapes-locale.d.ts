// GrapesJS ships its locale files without types; each is a plain object of UI messages.
declare module 'grapesjs/locale/tr.mjs' {
  const messages: Record<string, unknown>;
  export default messages;
}
