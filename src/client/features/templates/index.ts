/** Template management (spec §2 "Template management"; issue 11): e-mail, notification and SMS templates. */
export { TEMPLATE_KINDS, type TemplateKind } from './api/templates';
export { TemplatesPanel } from './components/TemplatesPanel';
