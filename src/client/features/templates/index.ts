/** Template management (spec §2 "Template management"; issue 11): e-mail, notification and SMS templates. */
export { TEMPLATE_KINDS, type TemplateKind } from './api/templates';
export { TemplatesPanel } from './components/TemplatesPanel';
/** The e-mail builder (spec §2 "Email builder", §4, §5; issue 11). */
export { EmailBuilder } from './components/EmailBuilder';
